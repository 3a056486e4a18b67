import { ConflictException } from '@nestjs/common';
import { ERROR_CODES, PAYMENT_MESSAGES } from '@app/contracts';
import type { AutomaticRefundReason } from '@app/db';
import type { OrderRow } from './payments.repository.js';

/** What Razorpay itself says of a payment (PaymentVerificationService), never what a request claimed. */
export interface VerifiedPayment {
  amountPaise: number;
  currency: string;
  /** Razorpay's status: only `captured` can pay an order. */
  status: string;
}

/**
 * A payment that some path (confirmation, webhook, reconciler, free order) found for our order. A Razorpay payment
 * always comes with what Razorpay said of it (issue 23: a signature alone is not a payment); a free order is paid
 * without Razorpay.
 */
export type CapturePayment =
  | { orderId: string; razorpayPaymentId: null }
  | { orderId: string; razorpayPaymentId: string; verified: VerifiedPayment };

/**
 * What a capture did: paid the order (and which), changed nothing (seen before), found nothing captured to take
 * (an authorised payment left to lapse, one refunded at Razorpay by someone else), or put the payment up for a
 * refund (and why).
 */
export type CaptureOutcome =
  | { status: 'captured'; order: OrderRow }
  | { status: 'duplicate' }
  | { status: 'not-captured' }
  | { status: 'refunded'; reason: AutomaticRefundReason };

/**
 * A verified payment that could not pay its order (replaced, for something owned already, of another amount) is
 * being refunded: the buyer is told so, with a code the checkout branches on (409, after the refund is recorded).
 */
export function throwIfRefunded(outcome: CaptureOutcome): void {
  if (outcome.status !== 'refunded') return;
  if (outcome.reason === 'REPLACED')
    throw new ConflictException({ message: PAYMENT_MESSAGES.orderReplaced, code: ERROR_CODES.OrderReplaced });
  const message =
    outcome.reason === 'AMOUNT_MISMATCH' ? PAYMENT_MESSAGES.wrongAmountRefunded : PAYMENT_MESSAGES.paymentRefunded;
  throw new ConflictException({ message, code: ERROR_CODES.PaymentRefunded });
}
