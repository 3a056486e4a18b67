import { aboutUs } from './content/aboutUs';
import { disclaimer } from './content/disclaimer';
import { privacyPolicy } from './content/privacyPolicy';
import { refundPolicy } from './content/refundPolicy';
import { terms } from './content/terms';
import type { CompanyDoc } from './content/types';

/** The five entries of the company sidebar, in the spec's order (section 2). */
export const COMPANY_PAGES: { slug: string; label: string; doc: CompanyDoc }[] = [
  { slug: 'about-us', label: 'About Us', doc: aboutUs },
  { slug: 'terms', label: 'Terms & Conditions', doc: terms },
  { slug: 'privacy-policy', label: 'Privacy Policy', doc: privacyPolicy },
  { slug: 'cancellation-refund-policy', label: 'Cancellation/Refund Policy', doc: refundPolicy },
  { slug: 'disclaimer', label: 'Disclaimer', doc: disclaimer },
];
