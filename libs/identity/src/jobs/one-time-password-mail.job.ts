import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { COMPANY, SIGN_IN_PATH } from '@app/contracts';
import { escapeHtml, MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobPayload } from '@app/queue';
import { TokenService } from '../crypto/token.service.js';
import { OneTimePasswordMailsRepository } from '../repositories/one-time-password-mails.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';

export interface OneTimePasswordMailText {
  firstName: string;
  school: string | null;
  username: string;
  password: string;
  signInUrl: string;
  supportPhone: string;
}

export function renderOneTimePasswordMail(m: OneTimePasswordMailText) {
  const subject = `Your ${COMPANY.brand} sign-in`;
  const intro = m.school
    ? `${m.school} has given you a ${COMPANY.brand} account for career guidance. Sign in with:`
    : `Here is your ${COMPANY.brand} sign-in:`;
  const note =
    'This password works once: you will be asked to set a new password of your own when you sign in. Never share it; our team will never ask for it.';
  const text = [
    `Hi ${m.firstName},`,
    '',
    intro,
    '',
    `    Username: ${m.username}`,
    `    One-time password: ${m.password}`,
    '',
    `Sign in at ${m.signInUrl}`,
    '',
    note,
    '',
    `Team ${COMPANY.brand}`,
    `${COMPANY.email} | ${m.supportPhone}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;color:#222">
<p>Hi ${escapeHtml(m.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p>Username: <b>${escapeHtml(m.username)}</b><br>One-time password: <b style="font-family:monospace;font-size:18px">${escapeHtml(m.password)}</b></p>
<p><a href="${escapeHtml(m.signInUrl)}" style="font-size:17px;font-weight:bold">Sign in</a></p>
<p>${escapeHtml(note)}</p>
<p>Team ${escapeHtml(COMPANY.brand)}<br>${escapeHtml(COMPANY.email)} | ${escapeHtml(m.supportPhone)}</p>
</div>`;
  return { subject, text, html };
}

/**
 * Mails a campus student their one-time password (a roster import's, or a reset by the school). The row holds it
 * encrypted; the mail's key is the row's id, so a retried or duplicated job sends it once, and the ciphertext is
 * cleared after. A password already replaced, or already changed by the student, is not worth sending.
 */
@Injectable()
@JobHandler('OneTimePasswordIssued')
export class OneTimePasswordMailJob implements HandlesJob<'OneTimePasswordIssued'> {
  private readonly logger = new Logger(OneTimePasswordMailJob.name);

  constructor(
    private readonly mails: OneTimePasswordMailsRepository,
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ mailId }: JobPayload<'OneTimePasswordIssued'>): Promise<void> {
    const row = await this.mails.find(mailId);
    if (!row?.passwordCiphertext) return;
    const user = await this.users.findById(row.userId);
    if (!user || !user.mustChangePassword || user.deactivatedAt || user.disabledAt) {
      this.logger.log(`One-time password mail ${mailId} is moot; not sent`);
      await this.mails.clear(mailId, false);
      return;
    }
    const { school } = await this.users.withSchool(user);
    const mail = renderOneTimePasswordMail({
      firstName: user.firstName,
      school: school?.name ?? null,
      username: user.username,
      password: this.tokens.decryptCode(row.passwordCiphertext),
      signInUrl: `${this.config.http.publicUrl.replace(/\/+$/, '')}${SIGN_IN_PATH}`,
      supportPhone: this.config.supportPhone.display,
    });
    await this.mail.send({ key: `one-time-password:${row.id}`, to: row.email, ...mail });
    await this.mails.clear(mailId, true);
  }
}
