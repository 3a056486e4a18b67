import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { EnrolmentStateResponse, PaymentOrderResponse } from '@app/contracts';
import { json } from './apps.js';
import { eventually } from './test-env.js';

const auth = (user: { token: string }) => ({ authorization: user.token });

/**
 * Pays a Razorpay order in the sandbox, as its checkout does, and waits until the order is enrolled and its GST
 * invoice issued (the invoicing job runs a moment after the enrolment). Needs a stack with the worker.
 */
export async function payAndWait(
  app: NestFastifyApplication,
  db: pg.Pool,
  user: { id: string; token: string },
  order: PaymentOrderResponse,
): Promise<void> {
  const paid = await json(app, 'POST', '/sandbox/razorpay/pay', { order_id: order.id, outcome: 'success' });
  if (paid.status !== 200) throw new Error(`The sandbox answered ${paid.status} to the payment`);
  await eventually(
    async () =>
      (
        await json<EnrolmentStateResponse>(
          app,
          'POST',
          `/api/platform/cart/enroll?userId=${user.id}`,
          undefined,
          auth(user),
        )
      ).body.status === 'enrolled',
    20_000,
    'enrolment',
  );
  await eventually(
    async () => (await db.query('SELECT 1 FROM invoices WHERE order_id = $1', [order.orderId])).rowCount === 1,
    20_000,
    'the invoice',
  );
}

/** The user's cart of these careers, ordered and paid in the sandbox, enrolled and invoiced. */
export async function buyInSandbox(
  app: NestFastifyApplication,
  db: pg.Pool,
  user: { id: string; token: string },
  careerIds: string[],
): Promise<PaymentOrderResponse> {
  const merged = await json(
    app,
    'POST',
    `/api/platform/cart/merge?userId=${user.id}`,
    { careers: careerIds },
    auth(user),
  );
  if (merged.status !== 200) throw new Error(`The cart answered ${merged.status}`);
  const order = (await json<PaymentOrderResponse>(app, 'POST', `/api/payment/order?userId=${user.id}`, {}, auth(user)))
    .body;
  await payAndWait(app, db, user, order);
  return order;
}
