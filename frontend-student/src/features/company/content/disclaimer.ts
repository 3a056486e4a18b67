import { COMPANY } from '@app/contracts';
import type { CompanyDoc } from './types';

export const disclaimer: CompanyDoc = {
  title: 'Disclaimer',
  sections: [
    {
      heading: 'Guidance, not a guarantee',
      paragraphs: [
        `${COMPANY.brand} provides career guidance. Our assessments, scores, remarks and reports are based on a student’s own responses at the time of the assessment and are meant to help students and parents think about careers. They are indicative only and do not guarantee admission to any course or institution, employment, income or success in any career.`,
        'Career decisions should also take into account the student’s interests, academic performance, family circumstances and advice from teachers and counsellors.',
      ],
    },
    {
      heading: 'Not professional advice',
      paragraphs: [
        'Our content is not medical, psychological, legal or financial advice. If a student needs such advice, please consult a qualified professional.',
      ],
    },
    {
      heading: 'Accuracy of information',
      paragraphs: [
        'We take care to keep information about careers, courses, entrance exams, colleges and fees accurate and up to date, but such details change often. Please confirm them with the institution or authority concerned before acting on them.',
      ],
    },
    {
      heading: 'Certification course',
      paragraphs: [
        'The Career Counselling Business Certification is a training certificate issued by us. It is not a degree or a government licence, and earnings from a counselling practice depend on the individual.',
      ],
    },
    {
      heading: 'External links',
      paragraphs: [
        'The Platform may link to other websites, such as our social media pages. We are not responsible for the content or privacy practices of those sites.',
      ],
    },
  ],
};
