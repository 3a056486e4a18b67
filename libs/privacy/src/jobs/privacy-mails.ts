import { EXPORT_TTL_HOURS, formatIndiaTime } from '@app/contracts';
import { escapeHtml, type OutgoingMail } from '@app/notifications';

/** The student app's page of the user's data: the export's download (behind sign-in) and the erasure. */
export const YOUR_DATA_PATH = '/account/data';

const paragraphs = (lines: string[]) =>
  lines.map((l) => `<p style="font-family:Arial,sans-serif">${escapeHtml(l)}</p>`).join('');

export function exportReadyMail(
  exportId: string,
  to: { email: string; firstName: string },
  expiresAt: Date,
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl.replace(/\/+$/, '')}${YOUR_DATA_PATH}?export=${exportId}`;
  const lines = [
    `Hi ${to.firstName},`,
    'A copy of everything Disha Careers holds about you is ready: your account, orders, invoices, enrolments, answers and results, the e-mails we sent you, and your reports and invoices as PDFs.',
    `Download it from ${link} while you are signed in. It is kept for ${EXPORT_TTL_HOURS} hours, until ${formatIndiaTime(expiresAt)}, and only you can download it.`,
    'If you did not ask for it, sign in and change your password.',
  ];
  return {
    key: `data-export:${exportId}`,
    to: to.email,
    subject: 'Your Disha Careers data is ready to download',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

export function erasureDoneMail(requestId: string, to: { email: string; firstName: string }): OutgoingMail {
  const lines = [
    `Hi ${to.firstName},`,
    'As you asked, your Disha Careers account has been deleted: your profile, your e-mail address and mobile number, your answers, your requests to us and the record of the e-mails we sent you are erased, and every session is signed out. Your test results stay only as anonymous figures in statistics.',
    'What the law makes us keep stays: your GST tax invoices and credit notes, which carry your name and state, are kept for the period GST law requires (about eight years) and then deleted.',
    'This is the last e-mail we send you. We do not keep this address.',
  ];
  return {
    key: `erasure-done:${requestId}`,
    to: to.email,
    subject: 'Your Disha Careers account has been deleted',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
