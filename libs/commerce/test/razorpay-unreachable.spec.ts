import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@app/config';
import { GatewayError, RazorpayGateway } from '../src/payments/razorpay.client.js';
import { freePort } from '../../../test/support/redis-server.js';

// Issue 23: with the payment host unreachable, the SDK's error handler itself failed ("Cannot read properties of
// undefined (reading 'status')") and the reconciler logged that. The gateway now says what happened; the
// reconciler logs its message and leaves the order for its next run.

const gatewayAt = (apiUrl: string) =>
  new RazorpayGateway(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      REDIS_URL: 'redis://127.0.0.1:6379',
      RAZORPAY_API_URL: apiUrl,
    }),
  );

async function failure(call: Promise<unknown>): Promise<GatewayError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('the Razorpay gateway', () => {
  it('says Razorpay is unreachable when nothing answers, for the reconciler and the checkout alike', async () => {
    // A port nothing listens on: the connection is refused, as with a payment host that is down.
    const gateway = gatewayAt(`http://127.0.0.1:${await freePort()}`);
    for (const call of [
      () => gateway.fetchPayments('order_unreachable'),
      () => gateway.createOrder({ amountPaise: 100, receipt: 'r1', notes: {} }),
    ]) {
      const error = await failure(call());
      expect(error.message).toBe('Razorpay unreachable: no answer from the payment host');
      expect(error.message).not.toMatch(/Cannot read properties/);
      expect(error.statusCode).toBeUndefined();
    }
  });

  it("keeps an answer's status and description", async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const gateway = gatewayAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const error = await failure(gateway.fetchPayments('order_missing'));
      expect({ message: error.message, statusCode: error.statusCode }).toEqual({
        message: 'Razorpay: The id provided does not exist',
        statusCode: 400,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
