import { COMPANY, CONSENT_NOTICE, GRIEVANCE_OFFICER, NOTICE_VERSION } from '@app/contracts';
import type { CompanyDoc } from './types';

export const privacyPolicy: CompanyDoc = {
  title: 'Privacy Policy',
  intro: `${COMPANY.legalName} ("${COMPANY.brand}", "we") respects your privacy. This policy explains what personal data we collect, why, and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023 (DPDP Act), the Information Technology Act, 2000 and the rules made under them.`,
  sections: [
    {
      heading: 'What we collect',
      bullets: [
        'Account details: name, e-mail, mobile number, username, date of birth, gender, class, school, city and state.',
        'Enquiries: the details you give in demo requests, career requests and messages to us.',
        'Assessment data: your answers, ratings, scores and the reports we create from them.',
        'Purchase data: the programmes you buy and payment references. Card, UPI and bank details are handled by our payment partner Razorpay and are never stored by us.',
        'Technical data: device, browser and usage information needed to run and secure the Platform.',
      ],
    },
    {
      heading: 'Why we use it',
      bullets: [
        'To create your account and deliver the programmes, assessments and reports you ask for.',
        'To reply to demo and career requests and to support you.',
        'To process payments and keep the records the law requires.',
        'To improve our content and keep the Platform safe.',
        'To send you service messages and, only with your consent, news about our programmes.',
      ],
    },
    {
      heading: 'Children’s data',
      paragraphs: [
        'Many of our users are under 18. We process a child’s personal data only with the verifiable consent of a parent or lawful guardian, as the DPDP Act requires. We do not track children for advertising or carry out behavioural monitoring of them, and we do not sell anyone’s data.',
        'A student under 18 has a limited account until a parent consents: they can browse and keep a cart, but cannot buy careers or take assessments. The parent receives a link by e-mail, signs in or signs up as a parent with that e-mail address, states their own date of birth (they must be 18 or older), reads the notice below and gives or refuses consent. We keep a record of each consent (who gave it, for which child, the notice version, how, when and from which IP address) and never change it; a withdrawal is a new record, after which processing stops. For a school’s students, the school collects the parents’ consent under its agreement with us.',
      ],
    },
    {
      heading: 'No trackers on pages students see',
      paragraphs: [
        'No page of this site runs third-party scripts, analytics, advertising tags or trackers. Our content security policy lets a page load scripts and connect only to this site itself and to our payment partner Razorpay (only for its checkout), and nothing else.',
      ],
    },
    ...CONSENT_NOTICE.map((section) => ({
      heading: `Notice to parents: ${section.heading.toLowerCase()}`,
      bullets: section.bullets,
    })),
    {
      heading: 'Notice version',
      paragraphs: [
        `The notice to parents above is version ${NOTICE_VERSION}. Each consent record keeps the version it was given under.`,
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share personal data only with service providers who help us run the Platform (such as hosting, e-mail and payment providers) under contracts that protect it; with the school that enrolled a campus student, for that school’s classroom reports; and with authorities where the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it and how we protect it',
      paragraphs: [
        'We keep personal data only as long as needed for the purposes above or as the law requires, and then delete it. We use reasonable security practices, including encryption in transit and access controls, to protect it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Under the DPDP Act you may ask to access a summary of your data, correct or complete it, erase it, withdraw consent, and nominate another person to exercise these rights. Write to ${COMPANY.email} and we will respond within the time the law allows. If you are not satisfied, you may complain to the Data Protection Board of India.`,
      ],
    },
    {
      heading: 'Grievance Officer',
      paragraphs: [
        `Our ${GRIEVANCE_OFFICER.name} can be reached at ${GRIEVANCE_OFFICER.email} or by post at ${GRIEVANCE_OFFICER.postal}. We acknowledge complaints within ${GRIEVANCE_OFFICER.acknowledgeWithinHours} hours and try to resolve them within ${GRIEVANCE_OFFICER.resolveWithinDays} days.`,
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use only the cookies and local storage needed to keep you signed in, keep your cart and remember your preferences.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may update this policy. We will post the new version here and, for important changes, tell you by e-mail.',
      ],
    },
  ],
};
