import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { sandboxId, SandboxStore, type SandboxPayment, type SandboxRefund } from './sandbox.store.js';

export type SandboxEvent = 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed';

const ATTEMPTS = 4;

/** POSTs JSON without keeping the connection (no sockets outlive a delivery). */
function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: 10_000,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends Razorpay-style webhooks (signed with the webhook secret, with an X-Razorpay-Event-Id) to
 * PUBLIC_URL/api/payment/webhook, after the pay call has answered, as Razorpay does, retrying a few times.
 */
@Injectable()
export class SandboxWebhookSender implements OnApplicationShutdown {
  private readonly logger = new Logger(SandboxWebhookSender.name);
  private readonly pending = new Set<Promise<void>>();
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: SandboxStore,
  ) {}

  /** The body Razorpay sends for a payment event. */
  eventBody(event: SandboxEvent, payment: SandboxPayment, order?: object, refund?: SandboxRefund): string {
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_DishaSandbox01',
      event,
      contains: refund ? ['refund', 'payment'] : order ? ['payment', 'order'] : ['payment'],
      payload: {
        ...(refund ? { refund: { entity: refund } } : {}),
        payment: { entity: payment },
        ...(order ? { order: { entity: order } } : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  sign(body: string): string {
    return createHmac('sha256', this.config.payments.webhookSecret).update(body).digest('hex');
  }

  /** Deliveries not yet finished (retries included): tests wait for none before counting what webhooks caused. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Queues the delivery in the background; the caller does not wait for it. */
  send(orderId: string, event: SandboxEvent, body: string): void {
    const task = this.deliver(orderId, event, body).finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  private async deliver(orderId: string, event: string, body: string): Promise<void> {
    const eventId = sandboxId();
    const signature = this.sign(body);
    let status: number | null = null;
    let error: string | null = null;
    for (let attempt = 1; attempt <= ATTEMPTS && !this.closing; attempt++) {
      try {
        status = await post(this.config.payments.webhookUrl, body, {
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        });
        error = null;
        if (status >= 200 && status < 300) break;
      } catch (e) {
        error = (e as Error).message;
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
    if (status === null || status >= 300)
      this.logger.warn(`Webhook ${event} for ${orderId} not accepted: ${error ?? status}`);
    await this.store.addDelivery(orderId, { eventId, event, body, signature, status, error }).catch(() => undefined);
  }

  /** Lets deliveries in flight finish (briefly) so no request outlives the application. */
  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    const deadline = new Promise((r) => setTimeout(r, 3000).unref());
    await Promise.race([Promise.allSettled([...this.pending]), deadline]);
  }
}
