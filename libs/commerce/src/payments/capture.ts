import { ConflictException } from '@nestjs/common';
import { ERROR_CODES, PAYMENT_MESSAGES } from '@app/contracts';
import type { AutomaticRefundReason } from '@app/db';
import type { OrderRow } from './payments.repository.js';

/** A payment that some path (confirmation, webhook, reconciler, free order) says was captured for our order. */
export interface CapturePayment {
  orderId: string;
  /** Razorpay's payment id; null for a free order, which is paid without Razorpay. */
  razorpayPaymentId: string | null;
  /**
   * What Razorpay says it captured, when the path was told (the webhook, the reconciler). The checkout's
   * confirmation carries no amount: its signature covers our Razorpay order, made for the server's amount.
   */
  captured?: { amountPaise: number; currency: string };
}

/**
 * What a capture did: paid the order (and which), changed nothing (seen before), refused a payment of another
 * amount, or put the payment up for a refund.
 */
export type CaptureOutcome =
  | { status: 'captured'; order: OrderRow }
  | { status: 'duplicate' }
  | { status: 'amount-mismatch' }
  | { status: 'refunded'; reason: AutomaticRefundReason };

/**
 * A verified payment that could not pay its order (replaced, or for something owned already) is being
 * refunded: the buyer is told so, with a code the checkout branches on (409, after the refund is recorded).
 */
export function throwIfRefunded(outcome: CaptureOutcome): void {
  if (outcome.status !== 'refunded') return;
  throw outcome.reason === 'REPLACED'
    ? new ConflictException({ message: PAYMENT_MESSAGES.orderReplaced, code: ERROR_CODES.OrderReplaced })
    : new ConflictException({ message: PAYMENT_MESSAGES.paymentRefunded, code: ERROR_CODES.PaymentRefunded });
}
