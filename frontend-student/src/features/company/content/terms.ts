import { COMPANY } from '@app/contracts';
import type { CompanyDoc } from './types';

export const terms: CompanyDoc = {
  title: 'Terms & Conditions',
  intro: `These terms govern your use of the ${COMPANY.brand} website, apps and services (the "Platform"), operated by ${COMPANY.legalName} ("we", "us"). By using the Platform or buying any programme you agree to them. If you do not agree, please do not use the Platform.`,
  sections: [
    {
      heading: '1. Who may use the Platform',
      paragraphs: [
        'The Platform is meant for school students, their parents or guardians, schools and career counsellors. A user under 18 years of age may use the Platform and buy programmes only with the consent and under the supervision of a parent or guardian, who accepts these terms on the minor’s behalf.',
        'You must give true and complete information when you register and keep your login details confidential. You are responsible for everything done through your account.',
      ],
    },
    {
      heading: '2. Our services',
      paragraphs: [
        'We offer career programmes, video content, career assessments, reports, classroom programmes for schools and a certification course for career counsellors. We may add, change or withdraw any service, and update content, at any time.',
        'Reports and remarks are guidance based on your own answers. They are not a guarantee of admission, employment or success in any career (see our Disclaimer).',
      ],
    },
    {
      heading: '3. Prices and payment',
      paragraphs: [
        'All prices are in Indian Rupees. Goods and Services Tax (GST) at 18% is added at checkout where applicable. Payments are processed by our payment partner Razorpay; we do not store your card, UPI or bank details.',
        'An enrolment is confirmed only when the payment has been received and the programme appears in your account.',
      ],
    },
    {
      heading: '4. No refund or cancellation',
      paragraphs: [
        `Once a programme or course has been bought, it cannot be cancelled and its fee is not refunded. If you are unhappy with a programme, please write to us at ${COMPANY.email}; we read every message and will do our best to resolve your concern. Our Cancellation/Refund Policy gives the details.`,
      ],
    },
    {
      heading: '5. Acceptable use',
      bullets: [
        'Do not copy, record, download, share, resell or publicly show our videos, questions, reports or other content.',
        'Do not share your account or let anyone else take an assessment in your name.',
        'Do not try to break, overload, reverse-engineer or gain unauthorised access to the Platform.',
        'Do not upload anything unlawful, abusive or that infringes anyone’s rights.',
      ],
    },
    {
      heading: '6. Intellectual property',
      paragraphs: [
        `All content on the Platform — videos, assessments, text, graphics, logos and software — belongs to ${COMPANY.legalName} or its licensors and is protected by the Copyright Act, 1957, the Trade Marks Act, 1999 and other laws. Buying a programme gives you a personal, non-transferable, non-exclusive licence to use it for your own career guidance only.`,
      ],
    },
    {
      heading: '7. Confidentiality',
      paragraphs: [
        'Each party will keep confidential any non-public information it receives from the other in connection with the services, including assessment content and school or student information, and will use it only to provide or receive the services. This obligation survives for one (1) year after your account is closed or these terms otherwise end.',
      ],
    },
    {
      heading: '8. Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for any indirect or consequential loss, or for decisions you take on the basis of a report. Our total liability for any claim is limited to the amount you paid for the programme concerned.',
      ],
    },
    {
      heading: '9. Electronic record',
      paragraphs: [
        'These terms are an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not need a physical or digital signature.',
      ],
    },
    {
      heading: '10. Disputes, arbitration and jurisdiction',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute arising out of or in connection with them will first be discussed in good faith. If it is not resolved within thirty days, it will be referred to a sole arbitrator appointed under the Arbitration and Conciliation Act, 1996. The seat and venue of arbitration will be New Delhi and the proceedings will be in English.',
        'Subject to arbitration, the courts at Delhi alone have jurisdiction over any matter arising out of these terms.',
      ],
    },
    {
      heading: '11. Changes and contact',
      paragraphs: [
        `We may update these terms from time to time; the version on this page applies. Questions about these terms can be sent to ${COMPANY.email} or to ${COMPANY.legalName}, ${COMPANY.address.join(', ')}.`,
      ],
    },
  ],
};
