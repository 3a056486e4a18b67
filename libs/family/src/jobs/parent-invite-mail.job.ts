import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { COMPANY, PARENT_INVITE_DAYS, PARENT_INVITE_PATH } from '@app/contracts';
import { escapeHtml, MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobPayload } from '@app/queue';
import { ParentInviteTokens } from '../parent-invite-token.js';
import { ParentInvitesRepository } from '../parent-invites.repository.js';

export interface ParentInviteMailText {
  childName: string;
  acceptUrl: string;
  supportPhone: string;
}

export function renderParentInviteMail(m: ParentInviteMailText) {
  const subject = `${m.childName} invited you to ${COMPANY.brand}`;
  const intro = `${m.childName} would like you to follow their career guidance on ${COMPANY.brand}: their careers, progress and reports, and to buy careers for them.`;
  const how = `Open the link, sign in or sign up as a parent with this e-mail address (only its account can accept), and accept. The link works for ${PARENT_INVITE_DAYS} days. If you do not know ${m.childName}, ignore this mail.`;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `Accept: ${m.acceptUrl}`,
    '',
    how,
    '',
    `Team ${COMPANY.brand}`,
    `${COMPANY.email} | ${m.supportPhone}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;color:#222">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(m.acceptUrl)}" style="font-size:17px;font-weight:bold">Accept the invitation</a></p>
<p>${escapeHtml(how)}</p>
<p>Team ${escapeHtml(COMPANY.brand)}<br>${escapeHtml(COMPANY.email)} | ${escapeHtml(m.supportPhone)}</p>
</div>`;
  return { subject, text, html };
}

/**
 * Mails a student's parent invitation. Its key is the invitation's id, so a retried or duplicated job sends it
 * once; an invitation cancelled, accepted or expired before the job ran is not worth sending.
 */
@Injectable()
@JobHandler('ParentInviteIssued')
export class ParentInviteMailJob implements HandlesJob<'ParentInviteIssued'> {
  private readonly logger = new Logger(ParentInviteMailJob.name);
  private readonly tokens: ParentInviteTokens;

  constructor(
    private readonly invites: ParentInvitesRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tokens = new ParentInviteTokens(config.auth.tokenSecret);
  }

  async handle({ inviteId }: JobPayload<'ParentInviteIssued'>): Promise<void> {
    const invite = await this.invites.findById(inviteId);
    if (!invite || invite.status !== 'OPEN' || invite.expiresAt.getTime() <= Date.now()) {
      this.logger.log(`Parent invitation ${inviteId} is moot; not sent`);
      return;
    }
    const child = await this.invites.childName(invite.childId);
    const base = this.config.http.publicUrl.replace(/\/+$/, '');
    const mail = renderParentInviteMail({
      childName: child ?? 'A student',
      acceptUrl: `${base}${PARENT_INVITE_PATH}/${this.tokens.tokenOf(invite.id)}`,
      supportPhone: this.config.supportPhone.display,
    });
    await this.mail.send({ key: `parent-invite:${invite.id}`, to: invite.email, ...mail });
  }
}
