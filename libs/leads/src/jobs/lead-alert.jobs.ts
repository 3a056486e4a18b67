import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { detailsTable, MailService } from '@app/notifications';
import { LeadsRepository } from '../leads.repository.js';

const stamp = (d: Date) =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

interface LeadAlert {
  subject: string;
  intro: string;
  rows: [string, string][];
}

/** Sends the sales team one alert per job (keyed by the job id); a lead deleted meanwhile is skipped. */
@Injectable()
export class LeadAlertMailer {
  private readonly logger = new Logger(LeadAlertMailer.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async send(jobId: string, what: string, alert: LeadAlert | undefined): Promise<void> {
    if (!alert) {
      this.logger.warn(`${what} no longer exists; nothing to send`);
      return;
    }
    const text = [alert.intro, '', ...alert.rows.map(([k, v]) => `${k}: ${v}`)].join('\n');
    const html = `<p style="font-family:Arial,sans-serif">${alert.intro}</p>${detailsTable(alert.rows)}`;
    await this.mail.send({
      key: `lead-alert:${jobId}`,
      to: this.config.mail.salesEmail,
      subject: alert.subject,
      text,
      html,
    });
  }
}

/** Tells the sales team about a new demo request. */
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
    await this.mailer.send(
      jobId,
      `Demo request ${demoRequestId}`,
      lead && {
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
    );
  }
}

/** Tells the sales team about a career someone could not find. */
@Injectable()
@JobHandler('CareerRequested')
export class CareerRequestedAlertJob implements HandlesJob<'CareerRequested'> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly mailer: LeadAlertMailer,
  ) {}

  async handle({ careerRequestId }: JobPayload<'CareerRequested'>, { jobId }: JobContext): Promise<void> {
    const lead = await this.leads.findCareerRequest(careerRequestId);
    await this.mailer.send(
      jobId,
      `Career request ${careerRequestId}`,
      lead && {
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
    );
  }
}
