import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ActiveCounsellors } from '@app/identity';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { detailsTable, escapeHtml, MailService } from '@app/notifications';
import { LeadAssignmentService } from '../assignment/lead-assignment.service.js';
import { LeadsRepository } from '../leads.repository.js';

const stamp = (d: Date) =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

interface LeadAlert {
  subject: string;
  intro: string;
  rows: [string, string][];
}

/** What a request's job works on: its lead, and the alert that describes it. */
interface RequestAlert {
  leadId: string | null;
  alert: LeadAlert;
}

/**
 * A request's job: the lead gets a counsellor (round-robin, if it has none), the counsellor gets a mail, and the
 * sales team gets its alert saying who has it ("nobody" when no counsellor is active). Each mail is keyed by the
 * job id, so a retried job sends nothing twice; a request deleted meanwhile is skipped.
 */
@Injectable()
export class LeadAlertMailer {
  private readonly logger = new Logger(LeadAlertMailer.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly assignment: LeadAssignmentService,
    private readonly counsellors: ActiveCounsellors,
  ) {}

  async handle(jobId: string, what: string, request: RequestAlert | undefined): Promise<void> {
    if (!request) {
      this.logger.warn(`${what} no longer exists; nothing to send`);
      return;
    }
    const { alert, leadId } = request;
    let assignee = 'Not assigned (no active counsellor)';
    if (leadId) {
      const { assigneeId } = await this.assignment.assign(leadId);
      const [contact] = await this.counsellors.contacts(assigneeId ? [assigneeId] : []);
      if (contact) {
        assignee = `${contact.name} (${contact.username})`;
        const link = `${this.config.http.publicUrl}/admin/leads/${leadId}/show`;
        await this.send(`lead-assigned:${jobId}`, contact.email, {
          subject: `Lead for you: ${alert.subject}`,
          intro: `${alert.intro} It is yours to answer: ${link}`,
          rows: alert.rows,
        });
      }
    }
    await this.send(`lead-alert:${jobId}`, this.config.mail.salesEmail, {
      ...alert,
      rows: [...alert.rows, ['Counsellor', assignee]],
    });
  }

  private async send(key: string, to: string, alert: LeadAlert): Promise<void> {
    const text = [alert.intro, '', ...alert.rows.map(([k, v]) => `${k}: ${v}`)].join('\n');
    const html = `<p style="font-family:Arial,sans-serif">${escapeHtml(alert.intro)}</p>${detailsTable(alert.rows)}`;
    await this.mail.send({ key, to, subject: alert.subject, text, html });
  }
}

/** A parent or a school asked for a demo. */
@Injectable()
@JobHandler('DemoRequested')
export class DemoRequestedAlertJob implements HandlesJob<'DemoRequested'> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly mailer: LeadAlertMailer,
  ) {}

  async handle({ demoRequestId }: JobPayload<'DemoRequested'>, { jobId }: JobContext): Promise<void> {
    const lead = await this.leads.findDemoRequest(demoRequestId);
    const who = lead?.userType === 'school' ? 'School' : 'Parent';
    await this.mailer.handle(
      jobId,
      `Demo request ${demoRequestId}`,
      lead && {
        leadId: lead.leadId,
        alert: {
          subject: `New demo request (${who.toLowerCase()}): ${lead.name}`,
          intro: `A ${who.toLowerCase()} has asked for a free demo. Please call them within one working day.`,
          rows: [
            ['Type', who],
            ['Name', lead.name],
            ['Email', lead.email],
            ['Mobile', lead.mobile],
            ...(lead.userType === 'school'
              ? ([
                  ['School', lead.school ?? ''],
                  ['Designation', lead.designation ?? ''],
                ] as [string, string][])
              : []),
            ['Received', stamp(lead.createdAt)],
          ],
        },
      },
    );
  }
}

/** Someone could not find a career and asked for it. */
@Injectable()
@JobHandler('CareerRequested')
export class CareerRequestedAlertJob implements HandlesJob<'CareerRequested'> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly mailer: LeadAlertMailer,
  ) {}

  async handle({ careerRequestId }: JobPayload<'CareerRequested'>, { jobId }: JobContext): Promise<void> {
    const lead = await this.leads.findCareerRequest(careerRequestId);
    await this.mailer.handle(
      jobId,
      `Career request ${careerRequestId}`,
      lead && {
        leadId: lead.leadId,
        alert: {
          subject: `Career request: ${lead.careerName} (from ${lead.name})`,
          intro: 'Someone could not find a career in the catalogue and asked for it.',
          rows: [
            ['Career asked for', lead.careerName],
            ['Name', lead.name],
            ['Email', lead.email],
            ['Mobile', lead.mobile],
            ['Comments', lead.comments || '(none)'],
            ['Received', stamp(lead.createdAt)],
          ],
        },
      },
    );
  }
}
