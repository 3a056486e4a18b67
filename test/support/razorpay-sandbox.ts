import { createHmac } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import type { PaymentConfirmation } from '@app/contracts';
import type { SandboxDelivery } from '@app/payments-sandbox';
import { json } from './apps.js';

/**
 * Pays a Razorpay order in the sandbox, answering the fields its checkout hands the page; with `webhook` the
 * sandbox also posts its webhooks to the API.
 */
export const sandboxPay = <T = PaymentConfirmation>(
  app: NestFastifyApplication,
  razorpayOrderId: string,
  outcome: 'success' | 'failure',
  webhook = true,
  again = false,
) => json<T>(app, 'POST', '/sandbox/razorpay/pay', { order_id: razorpayOrderId, outcome, webhook, again });

/** The refunds Razorpay (the sandbox) holds for a payment, fetched as the SDK does. */
export const sandboxRefunds = async (app: NestFastifyApplication, config: AppConfig, paymentId: string) =>
  (
    await json<{ items: { id: string; amount: number; payment_id: string; status: string }[] }>(
      app,
      'GET',
      `/sandbox/razorpay/v1/payments/${paymentId}/refunds`,
      undefined,
      {
        authorization: `Basic ${Buffer.from(`${config.payments.keyId}:${config.payments.keySecret}`).toString('base64')}`,
      },
    )
  ).body.items;

/** The payments Razorpay (the sandbox) holds for an order. */
export const sandboxPayments = async (app: NestFastifyApplication, config: AppConfig, razorpayOrderId: string) =>
  (
    await json<{ items: { id: string; status: string; amount_refunded: number }[] }>(
      app,
      'GET',
      `/sandbox/razorpay/v1/orders/${razorpayOrderId}/payments`,
      undefined,
      {
        authorization: `Basic ${Buffer.from(`${config.payments.keyId}:${config.payments.keySecret}`).toString('base64')}`,
      },
    )
  ).body.items;

/** The webhooks the sandbox sent for this order, with the status our API answered. */
export const sandboxDeliveries = async (app: NestFastifyApplication, razorpayOrderId: string) =>
  (await json<SandboxDelivery[]>(app, 'GET', `/sandbox/razorpay/webhooks?order_id=${razorpayOrderId}`)).body;

/** A webhook exactly as Razorpay sends it: the raw bytes, signed with the webhook secret unless `signature` is given. */
export function postWebhook(
  app: NestFastifyApplication,
  config: AppConfig,
  body: string,
  eventId: string,
  signature = createHmac('sha256', config.payments.webhookSecret).update(body).digest('hex'),
) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    payload: body,
  });
}

/** The body of a payment.captured webhook for this order and payment. */
export function capturedEvent(razorpayOrderId: string, paymentId: string, amount: number): string {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: razorpayOrderId,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}
