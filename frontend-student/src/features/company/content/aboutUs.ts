import { COMPANY } from '@app/contracts';
import { SUPPORT_PHONE_TOKEN, type CompanyDoc } from './types';

export const aboutUs: CompanyDoc = {
  title: 'About Us',
  intro: `${COMPANY.brand} helps school students in India choose a career by experiencing it first. We are the first interactive video-based career counselling platform, built for students of classes 9 to 12, their parents and their schools.`,
  sections: [
    {
      heading: 'Why we exist',
      paragraphs: [
        'Every year, lakhs of students pick a stream after class 10 and a course after class 12 with little idea of what the work behind a career actually looks like. Choices are made on marks, on what relatives suggest or on what friends are doing — and many students discover too late that the career does not suit them.',
        `${COMPANY.brand} was started in New Delhi to change that. We believe a student should see a career, try its tasks and reflect on it before committing years of study to it.`,
      ],
    },
    {
      heading: 'What we do',
      bullets: [
        'Career programmes across Science, Commerce, Arts and Independent careers, each with videos of professionals at work.',
        'Timed assessments that ask students to rate real career tasks, career days, subjects, personality traits and values.',
        'A report for every career with a score, a clear remark and the school subjects aligned to it.',
        'Classroom programmes for schools, and a certification course for people who want to become career counsellors.',
      ],
    },
    {
      heading: 'Who we are',
      paragraphs: [
        `${COMPANY.brand} is run by ${COMPANY.legalName}, a company registered in India with its office at ${COMPANY.address.join(', ')}. Our team brings together career counsellors, teachers, psychologists and engineers.`,
        `We would love to hear from you: write to ${COMPANY.email} or call ${SUPPORT_PHONE_TOKEN}.`,
      ],
    },
  ],
};
