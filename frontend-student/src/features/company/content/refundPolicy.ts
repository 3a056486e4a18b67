import { COMPANY } from '@app/contracts';
import { SUPPORT_PHONE_TOKEN, type CompanyDoc } from './types';

export const refundPolicy: CompanyDoc = {
  title: 'Cancellation/Refund Policy',
  intro: 'Please read this policy before you buy a programme or course.',
  sections: [
    {
      heading: 'No cancellation or refund after purchase',
      paragraphs: [
        'Our programmes are digital and are made available in your account as soon as payment succeeds. For this reason, once a career programme or the certification course has been bought, the purchase cannot be cancelled and the amount paid is not refunded, whether or not the programme has been started.',
      ],
    },
    {
      heading: 'If you are unhappy',
      paragraphs: [
        `If you are not satisfied with a programme, please write to us at ${COMPANY.email} with your registered name, mobile number and the programme concerned. We read every message and will try to address your concern — for example by helping you through the programme or answering your questions about your report.`,
      ],
    },
    {
      heading: 'Failed or duplicate payments',
      paragraphs: [
        'If money was taken from your account but the purchase did not complete, or you were charged twice for the same purchase, the payment is not a purchase: write to us with the payment reference and we will make sure it is returned to the original payment method. Banks usually take 5 to 7 working days to credit it.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `${COMPANY.legalName}, ${COMPANY.address.join(', ')}. E-mail: ${COMPANY.email}. Phone: ${SUPPORT_PHONE_TOKEN}.`,
      ],
    },
  ],
};
