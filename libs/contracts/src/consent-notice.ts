import { COMPANY } from './company.js';

/**
 * The notice a parent reads before consenting (DPDP Rules 2025, rule 3: itemised, in clear language). Every
 * consent record keeps the version it was given under, so a change of wording is a new version: bump it whenever
 * the text below changes in substance.
 */
export const NOTICE_VERSION = '2026-11-v1';

/** Whom a parent or student writes to about their data (DPDP Act s. 8(9)–(10)). */
export const GRIEVANCE_OFFICER = {
  name: 'Grievance Officer',
  email: 'grievance@dishacareers.in',
  postal: `${COMPANY.legalName}, ${COMPANY.address.join(', ')}`,
  acknowledgeWithinHours: 24,
  resolveWithinDays: 15,
} as const;

export interface NoticeSection {
  heading: string;
  bullets: string[];
}

/** The notice itself: what, why, how long, the parent's rights, and whom to contact. */
export const CONSENT_NOTICE: NoticeSection[] = [
  {
    heading: 'What we collect about your child',
    bullets: [
      'Account details: name, e-mail, mobile number, username, date of birth, gender, class, school, city and state.',
      'Assessment data: the answers and ratings your child gives in career assessments, and the scores and reports we make from them.',
      'Purchases: the careers bought and their payment references (card, UPI and bank details stay with Razorpay).',
    ],
  },
  {
    heading: 'Why',
    bullets: [
      'To run the career assessments your child takes and show them their reports.',
      'To sell and deliver the careers bought, and keep the tax records the law requires.',
      'Nothing else: no advertising aimed at children, no tracking or behavioural monitoring, no third-party scripts or trackers on any page a student sees, and no sale of data.',
    ],
  },
  {
    heading: 'How long',
    bullets: [
      'While the account is open. When it is closed, or you withdraw consent and ask for erasure, the data is erased, except tax invoices, which GST law requires us to keep for 8 years.',
    ],
  },
  {
    heading: 'Your rights',
    bullets: [
      'You may withdraw consent at any time; the account is then limited again and we stop processing.',
      'You may ask for a copy of your child’s data, have it corrected, or have it erased.',
      'If we do not resolve a complaint, you may complain to the Data Protection Board of India.',
    ],
  },
  {
    heading: 'Whom to contact',
    bullets: [
      `${GRIEVANCE_OFFICER.name}: ${GRIEVANCE_OFFICER.email}, or by post to ${GRIEVANCE_OFFICER.postal}. We acknowledge within ${GRIEVANCE_OFFICER.acknowledgeWithinHours} hours and resolve within ${GRIEVANCE_OFFICER.resolveWithinDays} days.`,
    ],
  },
];
