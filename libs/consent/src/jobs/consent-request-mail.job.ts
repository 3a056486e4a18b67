import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { COMPANY, CONSENT_LINK_TTL_DAYS, CONSENT_PAGE_PATH, GRIEVANCE_OFFICER } from '@app/contracts';
import { escapeHtml, MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { ConsentRepository } from '../consent.repository.js';
import { ConsentTokens } from '../consent-token.js';

/** The link on the site: PUBLIC_URL/consent/{token}. */
export function consentLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${CONSENT_PAGE_PATH}/${token}`;
}

function render(link: string, childFirstName: string, supportPhone: string) {
  const subject = `${childFirstName} asks for your consent on ${COMPANY.brand}`;
  const intro = `${childFirstName} has an account on ${COMPANY.brand}, a career-guidance platform, and is under 18. Before they can buy careers or take career assessments, the law (DPDP Act, 2023) asks that a parent or guardian agree to our use of their personal data.`;
  const how = `Open the link to read what we collect and why, then give or refuse consent. You sign in, or sign up, as a parent with this e-mail address.`;
  const note = `The link works once, for ${CONSENT_LINK_TTL_DAYS} days. If you did not expect this e-mail, you can ignore it: nothing changes without your answer.`;
  const contact = `Questions: ${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.email}.`;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    how,
    '',
    link,
    '',
    note,
    contact,
    '',
    `Team ${COMPANY.brand}`,
    `${COMPANY.email} | ${supportPhone}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;color:#222">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(link)}" style="font-size:17px;font-weight:bold">Read the notice and answer</a></p>
<p style="color:#666">${escapeHtml(note)} ${escapeHtml(contact)}</p>
<p>Team ${escapeHtml(COMPANY.brand)}<br>${escapeHtml(COMPANY.email)} | ${escapeHtml(supportPhone)}</p>
</div>`;
  return { subject, text, html };
}

/**
 * Mails the parent a request's link. The request holds its token encrypted until it is answered; a request
 * answered or cancelled before the job runs has nothing left to send.
 */
@Injectable()
@JobHandler('ConsentRequested')
export class ConsentRequestMailJob implements HandlesJob<'ConsentRequested'> {
  private readonly logger = new Logger(ConsentRequestMailJob.name);

  constructor(
    private readonly repository: ConsentRepository,
    private readonly tokens: ConsentTokens,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ requestId }: JobPayload<'ConsentRequested'>, { jobId }: JobContext): Promise<void> {
    const request = await this.repository.findRequest(requestId);
    const child = request && (await this.repository.person(request.childId));
    if (!request || !child) {
      this.logger.warn(`Consent request ${requestId} no longer exists; nothing to send`);
      return;
    }
    if (request.status !== 'pending' || !request.tokenCiphertext) return;
    const link = consentLink(this.config.http.publicUrl, this.tokens.decrypt(request.tokenCiphertext));
    const mail = render(link, child.firstName, this.config.supportPhone.display);
    await this.mail.send({ key: `consent-request:${jobId}`, to: request.parentEmail, ...mail });
  }
}
