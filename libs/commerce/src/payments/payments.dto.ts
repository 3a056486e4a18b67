import { paymentConfirmationSchema, paymentSaveQuerySchema } from '@app/contracts';
import { zodDto } from '@app/common';

export class PaymentSaveQueryDto extends zodDto(paymentSaveQuerySchema) {}
export class PaymentConfirmationDto extends zodDto(paymentConfirmationSchema) {}
