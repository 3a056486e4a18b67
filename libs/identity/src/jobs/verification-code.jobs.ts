import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { COMPANY, SET_PASSWORD_PATH } from '@app/contracts';
import { escapeHtml, MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { TokenService } from '../crypto/token.service.js';
import { CodesRepository, type CodeRow } from '../repositories/codes.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';

const COPY = {
  confirm: {
    subject: 'Your Disha Careers verification code',
    intro: 'Welcome to Disha Careers! Enter this code on the verification page to activate your account:',
    validity: 'The code is valid for 24 hours.',
    ignore: 'If you did not sign up, you can ignore this e-mail; no account will be activated.',
  },
  email: {
    subject: 'Confirm your new Disha Careers email address',
    intro:
      'You asked to change the email address of your account to this one. Enter this code in the profile dialog to confirm it:',
    validity: 'The code is valid for 24 hours.',
    ignore: 'If you did not ask for this, you can ignore this e-mail; the account keeps its current address.',
  },
  reset: {
    subject: 'Reset your Disha Careers password',
    intro: 'We received a request to reset your password. Enter this code on the reset page, with your new password:',
    validity: 'The code is valid for 1 hour.',
    ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  },
} as const;

/** A staff invitation: a link to set a password (the token in the fragment, so no server or proxy log keeps it). */
function renderInvite(link: string, firstName: string, username: string, role: string, supportPhone: string) {
  const subject = `You are invited to the ${COMPANY.brand} staff console`;
  const intro = `An admin has made you a ${COMPANY.brand} staff account (${role.replace('_', ' ')}). Set your password with this link to sign in:`;
  const note =
    'The link works once and for 7 days. If it has expired, ask an admin to send a new one. If you did not expect this, you can ignore this e-mail.';
  const text = [
    `Hi ${firstName},`,
    '',
    intro,
    '',
    link,
    '',
    `Your username is ${username}. ${note}`,
    '',
    `Team ${COMPANY.brand}`,
    `${COMPANY.email} | ${supportPhone}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;color:#222">
<p>Hi ${escapeHtml(firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="font-size:17px;font-weight:bold">Set your password</a></p>
<p>Your username is <b>${escapeHtml(username)}</b>. ${escapeHtml(note)}</p>
<p>Team ${escapeHtml(COMPANY.brand)}<br>${escapeHtml(COMPANY.email)} | ${escapeHtml(supportPhone)}</p>
</div>`;
  return { subject, text, html };
}

function render(
  code: string,
  row: CodeRow & { purpose: keyof typeof COPY },
  firstName: string,
  username: string,
  supportPhone: string,
) {
  const copy = COPY[row.purpose];
  const text = [
    `Hi ${firstName},`,
    '',
    copy.intro,
    '',
    `    ${code}`,
    '',
    `Your username is ${username}. ${copy.validity} Never share this code with anyone; our team will never ask for it.`,
    copy.ignore,
    '',
    `Team ${COMPANY.brand}`,
    `${COMPANY.email} | ${supportPhone}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;color:#222">
<p>Hi ${escapeHtml(firstName)},</p>
<p>${escapeHtml(copy.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>Your username is <b>${escapeHtml(username)}</b>. ${escapeHtml(copy.validity)} Never share this code with anyone; our team will never ask for it.</p>
<p style="color:#666">${escapeHtml(copy.ignore)}</p>
<p>Team ${escapeHtml(COMPANY.brand)}<br>${escapeHtml(COMPANY.email)} | ${escapeHtml(supportPhone)}</p>
</div>`;
  return { subject: copy.subject, text, html };
}

/** The invitation's link: the console's set-password page, the user's id and the secret in the fragment. */
export function setPasswordLink(publicUrl: string, userId: string, secret: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SET_PASSWORD_PATH}#token=${userId}.${secret}`;
}

/**
 * Mails a confirmation or reset code, or a staff invitation's link. The code row holds it encrypted; it goes to the address the code
 * was issued for, once per job. A code already used or replaced is not worth sending any more.
 */
@Injectable()
@JobHandler('VerificationCodeIssued')
export class VerificationCodeMailJob implements HandlesJob<'VerificationCodeIssued'> {
  private readonly logger = new Logger(VerificationCodeMailJob.name);

  constructor(
    private readonly codes: CodesRepository,
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ codeId }: JobPayload<'VerificationCodeIssued'>, { jobId }: JobContext): Promise<void> {
    const row = await this.codes.findById(codeId);
    const user = row && (await this.users.findById(row.userId));
    if (!row || !user) {
      this.logger.warn(`Verification code ${codeId} no longer exists; nothing to send`);
      return;
    }
    if (row.consumedAt || row.supersededAt) return;
    const code = this.tokens.decryptCode(row.codeCiphertext);
    const phone = this.config.supportPhone.display;
    const mail =
      row.purpose === 'invite'
        ? renderInvite(
            setPasswordLink(this.config.http.publicUrl, user.id, code),
            user.firstName,
            user.username,
            user.role,
            phone,
          )
        : render(code, { ...row, purpose: row.purpose }, user.firstName, user.username, phone);
    await this.mail.send({ key: `verification-code:${jobId}`, to: row.email, ...mail });
  }
}
