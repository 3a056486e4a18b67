import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's checkout signature: hex HMAC-SHA256(key secret, `order_id|payment_id`). */
export function paymentSignature(keySecret: string, razorpayOrderId: string, razorpayPaymentId: string): string {
  return createHmac('sha256', keySecret).update(`${razorpayOrderId}|${razorpayPaymentId}`).digest('hex');
}

/** Razorpay's webhook signature: hex HMAC-SHA256(webhook secret, the raw body bytes). */
export function webhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time comparison of a hex signature we computed with one we were sent (the SDK uses ===). */
export function signaturesMatch(expectedHex: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
