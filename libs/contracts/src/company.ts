import { z } from 'zod';

/**
 * Who we are, as shown on the contact page, the footer and in e-mails. The support phone number is not here: it
 * is configuration (SUPPORT_PHONE), served to the app by GET /api/site.
 */
export const COMPANY = {
  brand: 'Disha Careers',
  legalName: 'Disha Career Guidance Private Limited',
  email: 'hello@dishacareers.in',
  address: ['3rd Floor, 14 Nehru Place', 'New Delhi, Delhi 110019', 'India'],
  social: {
    facebook: 'https://www.facebook.com/dishacareers',
    instagram: 'https://www.instagram.com/dishacareers',
    linkedin: 'https://www.linkedin.com/company/dishacareers',
  },
} as const;

/** GET /api/site: the site's public settings that come from configuration. */
export const siteResponseSchema = z
  .object({
    supportPhone: z
      .object({
        /** As shown, e.g. "+91 98100 45678". */
        display: z.string(),
        /** For a tel: link, e.g. "+919810045678". */
        tel: z.string().regex(/^\+91\d{10}$/),
      })
      .meta({ id: 'SupportPhone' }),
  })
  .meta({ id: 'SiteResponse' });
export type SiteResponse = z.output<typeof siteResponseSchema>;
