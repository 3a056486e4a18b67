/** Who we are, as shown on the contact page, the footer and in e-mails. */
export const COMPANY = {
  brand: 'Disha Careers',
  legalName: 'Disha Career Guidance Private Limited',
  email: 'hello@dishacareers.in',
  phone: '+91 11 4567 8900',
  supportPhone: '+91 98100 45678',
  address: ['3rd Floor, 14 Nehru Place', 'New Delhi, Delhi 110019', 'India'],
  social: {
    facebook: 'https://www.facebook.com/dishacareers',
    instagram: 'https://www.instagram.com/dishacareers',
    linkedin: 'https://www.linkedin.com/company/dishacareers',
  },
} as const;
