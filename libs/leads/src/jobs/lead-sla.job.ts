import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { LEAD_SLA_HOURS } from '@app/contracts';
import { ActiveCounsellors } from '@app/identity';
import { detailsTable, escapeHtml, MailService } from '@app/notifications';
import { JobHandler, QueueRegistry, type HandlesJob } from '@app/queue';
import { LeadsClock } from '../leads-clock.js';
import { LeadsRepository, type LeadRow } from '../leads.repository.js';

const SCHEDULER_ID = 'lead-sla-sweep';
const EVERY_MS = 5 * 60 * 1000;
const BATCH = 100;

/**
 * The service level: a lead still NEW LEAD_SLA_HOURS after it came in gets one mail to its counsellor and one to
 * sales. A sweep every five minutes (a BullMQ job scheduler: one run at a time) finds them. Each lead is claimed by
 * stamping `sla_alerted_at` (the UPDATE takes only an unstamped lead), and its mails go inside that transaction:
 * a failed mail un-claims it for the next sweep, and the mails' keys keep a retry from sending twice.
 */
@Injectable()
@JobHandler('LeadSlaSweep')
export class LeadSlaSweepJob implements HandlesJob<'LeadSlaSweep'>, OnApplicationBootstrap {
  private readonly logger = new Logger(LeadSlaSweepJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leads: LeadsRepository,
    private readonly counsellors: ActiveCounsellors,
    private readonly mail: MailService,
    private readonly queues: QueueRegistry,
    private readonly clock: LeadsClock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The crash test hook ends the worker after any job; a periodic job would end it first, at random.
    if (this.config.testHooks.crashAfterSend) return;
    try {
      await this.queues
        .get('mail')
        .upsertJobScheduler(
          SCHEDULER_ID,
          { every: EVERY_MS },
          { name: 'LeadSlaSweep', data: {}, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
        );
    } catch (error) {
      this.logger.warn(`Could not schedule the leads' service-level sweep: ${(error as Error).message}`);
    }
  }

  async handle(): Promise<void> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - LEAD_SLA_HOURS * 3600 * 1000);
    for (const id of await this.leads.overdueUnalerted(before, BATCH)) {
      await this.leads.transaction(async (tx) => {
        const lead = await this.leads.claimSlaAlert(tx, id, before, now);
        if (!lead) return;
        await this.alert(lead);
        await this.leads.addEvent(tx, {
          leadId: id,
          kind: 'sla_alert',
          text: `Still new after ${LEAD_SLA_HOURS} hours`,
        });
      });
    }
  }

  private async alert(lead: LeadRow): Promise<void> {
    const [counsellor] = await this.counsellors.contacts(lead.assigneeId ? [lead.assigneeId] : []);
    const link = `${this.config.http.publicUrl}/admin/leads/${lead.id}/show`;
    const intro = `This lead came in more than ${LEAD_SLA_HOURS} hours ago and nobody has contacted them yet: ${link}`;
    const rows: [string, string][] = [
      ['Name', lead.name],
      ['Email', lead.email],
      ['Mobile', lead.mobile],
      ['Counsellor', counsellor ? `${counsellor.name} (${counsellor.username})` : 'Not assigned'],
    ];
    const message = {
      subject: `Lead waiting over ${LEAD_SLA_HOURS} hours: ${lead.name}`,
      text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
      html: `<p style="font-family:Arial,sans-serif">${escapeHtml(intro)}</p>${detailsTable(rows)}`,
    };
    await this.mail.send({ key: `lead-sla:${lead.id}:sales`, to: this.config.mail.salesEmail, ...message });
    if (counsellor) await this.mail.send({ key: `lead-sla:${lead.id}:counsellor`, to: counsellor.email, ...message });
  }
}
