import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { DEMO_REMINDER_HOURS, formatIndiaTime } from '@app/contracts';
import { detailsTable, escapeHtml, MailService } from '@app/notifications';
import { JobHandler, QueueRegistry, type HandlesJob, type JobPayload } from '@app/queue';
import { LeadsClock } from '../leads-clock.js';
import { LeadsRepository, type LeadRow } from '../leads.repository.js';
import { addressOf, demoInviteIcs } from './demo-invite.js';

const HOUR_MS = 3600 * 1000;

/** The reminder job of one schedule of a lead: deterministic, so adding it twice is one job and it can be removed. */
export function reminderJobId(leadId: string, scheduleSeq: number, hoursBefore: number): string {
  return `demo-reminder-${leadId}-${scheduleSeq}-${hoursBefore}h`;
}

/**
 * Brings a lead's reminders and invite in line with its schedule as it is now (never with the event's picture of
 * it, so events handled late or out of order still end right): reminders of earlier schedules are removed, the
 * current schedule's are added as delayed jobs, and the parent or school gets the invite with its .ics once per
 * schedule (or the cancel, when the demo was called off). Runs under the lead's advisory lock, so two syncs of one
 * lead never interleave their removes and adds.
 */
@Injectable()
@JobHandler('DemoScheduleChanged')
export class DemoScheduleChangedJob implements HandlesJob<'DemoScheduleChanged'> {
  private readonly logger = new Logger(DemoScheduleChangedJob.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leads: LeadsRepository,
    private readonly queues: QueueRegistry,
    private readonly mail: MailService,
    private readonly clock: LeadsClock,
  ) {}

  async handle({ leadId }: JobPayload<'DemoScheduleChanged'>): Promise<void> {
    await this.leads.transaction(async (tx) => {
      await this.leads.lockSchedule(tx, leadId);
      const lead = await this.leads.findLead(leadId, tx);
      if (!lead) return this.logger.warn(`Lead ${leadId} no longer exists`);
      const scheduled = lead.status === 'DEMO_SCHEDULED' && lead.scheduledAt && lead.meetingLink;
      await this.removeReminders(lead, scheduled ? lead.scheduleSeq : undefined);
      if (scheduled) {
        await this.addReminders(lead);
        await this.sendInvite(lead, false);
      } else if (lead.scheduleSeq > 0 && (lead.status === 'CONTACTED' || lead.status === 'LOST')) {
        await this.sendInvite(lead, true);
      }
    });
  }

  /** Every reminder of this lead's schedules but `keep` (a removed or running one is simply not there any more). */
  private async removeReminders(lead: LeadRow, keep: number | undefined): Promise<void> {
    const queue = this.queues.get('mail');
    for (let seq = 1; seq <= lead.scheduleSeq; seq += 1) {
      if (seq === keep) continue;
      for (const hours of DEMO_REMINDER_HOURS) {
        await queue.remove(reminderJobId(lead.id, seq, hours)).catch(() => 0);
      }
    }
  }

  /** The reminders still ahead (a demo booked for in two hours gets only the one-hour reminder). */
  private async addReminders(lead: LeadRow): Promise<void> {
    const now = this.clock.now().getTime();
    const queue = this.queues.get('mail');
    for (const hoursBefore of DEMO_REMINDER_HOURS) {
      const due = lead.scheduledAt!.getTime() - hoursBefore * HOUR_MS;
      if (due <= now) continue;
      await queue.add(
        'DemoReminder',
        { leadId: lead.id, scheduleSeq: lead.scheduleSeq, hoursBefore },
        { jobId: reminderJobId(lead.id, lead.scheduleSeq, hoursBefore), delay: due - now },
      );
    }
  }

  private async sendInvite(lead: LeadRow, cancelled: boolean): Promise<void> {
    const start = lead.scheduledAt;
    const link = lead.meetingLink;
    if (!start || !link) return;
    const when = formatIndiaTime(start);
    const ics = demoInviteIcs({
      leadId: lead.id,
      sequence: lead.scheduleSeq,
      start,
      meetingLink: link,
      attendee: { name: lead.name, email: lead.email },
      organizerEmail: addressOf(this.config.mail.from),
      cancelled,
    });
    const intro = cancelled
      ? `Dear ${lead.name}, your free Disha Careers demo of ${when} is cancelled. Our counsellor will call you to find another time.`
      : `Dear ${lead.name}, your free Disha Careers demo is booked for ${when}. Join it at the link below; the attached invite adds it to your calendar.`;
    const rows: [string, string][] = [
      ['When', when],
      ['Meeting link', link],
    ];
    await this.mail.send({
      key: `demo-${cancelled ? 'cancel' : 'invite'}:${lead.id}:${lead.scheduleSeq}`,
      to: lead.email,
      subject: cancelled ? 'Your Disha Careers demo is cancelled' : `Your Disha Careers demo: ${when}`,
      text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
      html: `<p style="font-family:Arial,sans-serif">${escapeHtml(intro)}</p>${detailsTable(rows)}`,
      attachments: [
        {
          filename: 'invite.ics',
          content: Buffer.from(ics),
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
        },
      ],
    });
  }
}

/**
 * A delayed reminder. It goes only while the lead is still scheduled for the very schedule the job was made for and
 * the demo has not begun: a reschedule or cancel makes it a no-op even when its job could not be removed. The
 * lead's row is share-locked while it checks and sends, so a cancel committing meanwhile waits for the mail and a
 * reminder is never sent after a cancel. Keyed per schedule and hours: never sent twice.
 */
@Injectable()
@JobHandler('DemoReminder')
export class DemoReminderJob implements HandlesJob<'DemoReminder'> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly mail: MailService,
    private readonly clock: LeadsClock,
  ) {}

  async handle({ leadId, scheduleSeq, hoursBefore }: JobPayload<'DemoReminder'>): Promise<void> {
    await this.leads.transaction(async (tx) => {
      const lead = await this.leads.shareLockLead(tx, leadId);
      if (!lead || lead.status !== 'DEMO_SCHEDULED' || lead.scheduleSeq !== scheduleSeq) return;
      if (!lead.scheduledAt || !lead.meetingLink || this.clock.now() >= lead.scheduledAt) return;
      const when = formatIndiaTime(lead.scheduledAt);
      const soon = hoursBefore === 1 ? 'in an hour' : 'tomorrow';
      const intro = `Dear ${lead.name}, a reminder: your free Disha Careers demo is ${soon}, ${when}.`;
      const rows: [string, string][] = [
        ['When', when],
        ['Meeting link', lead.meetingLink],
      ];
      await this.mail.send({
        key: `demo-reminder:${leadId}:${scheduleSeq}:${hoursBefore}`,
        to: lead.email,
        subject: `Reminder: your Disha Careers demo is ${soon}`,
        text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
        html: `<p style="font-family:Arial,sans-serif">${escapeHtml(intro)}</p>${detailsTable(rows)}`,
      });
    });
  }
}
