import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { watchRedis } from '@app/common';
import { APP_CONFIG, type AppConfig } from '@app/config';

/** An order in the shape of Razorpay's Orders API. */
export interface SandboxOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

/** A payment in the shape of Razorpay's Payments API (card, captured automatically, or failed; authorised only when a test makes it so). */
export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
}

/** A refund in the shape of Razorpay's Refunds API (processed at once, as normal-speed refunds in test mode). */
export interface SandboxRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: string;
}

/** A webhook the sandbox sent (kept so scripts and tests can see and replay the exact bytes). */
export interface SandboxDelivery {
  eventId: string;
  event: string;
  body: string;
  signature: string;
  status: number | null;
  error: string | null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TTL_SEC = 30 * 24 * 3600;

/** Razorpay-like ids: a prefix and 14 base62 characters. */
export function sandboxId(prefix = ''): string {
  const bytes = randomBytes(14);
  return prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * The sandbox's state, in Redis under the queue prefix (so it lives as long as the rest of the dev data and
 * each test file's prefix keeps its own). Nothing of it is in PostgreSQL: the platform's own tables never
 * know whether they talk to Razorpay or to the sandbox.
 */
@Injectable()
export class SandboxStore implements OnApplicationShutdown {
  private client?: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get redis(): Redis {
    if (!this.client) {
      this.client = watchRedis(
        new Redis(this.config.redis.url, { maxRetriesPerRequest: 1, connectTimeout: 2000 }),
        'payment sandbox',
      );
    }
    return this.client;
  }

  private key(...parts: string[]): string {
    return [this.config.queue.prefix, 'rzp-sandbox', ...parts].join(':');
  }

  async saveOrder(order: SandboxOrder): Promise<void> {
    await this.redis.set(this.key('order', order.id), JSON.stringify(order), 'EX', TTL_SEC);
  }

  async order(id: string): Promise<SandboxOrder | undefined> {
    const raw = await this.redis.get(this.key('order', id));
    return raw ? (JSON.parse(raw) as SandboxOrder) : undefined;
  }

  async addPayment(payment: SandboxPayment): Promise<void> {
    await this.redis
      .multi()
      .rpush(this.key('payments', payment.order_id), JSON.stringify(payment))
      .expire(this.key('payments', payment.order_id), TTL_SEC)
      .set(this.key('payment', payment.id), payment.order_id, 'EX', TTL_SEC)
      .exec();
  }

  /** The order a payment belongs to (the refund calls name only the payment). */
  async paymentOrderId(paymentId: string): Promise<string | undefined> {
    return (await this.redis.get(this.key('payment', paymentId))) ?? undefined;
  }

  async updatePayment(payment: SandboxPayment): Promise<void> {
    const list = await this.payments(payment.order_id);
    const index = list.findIndex((p) => p.id === payment.id);
    if (index >= 0) await this.redis.lset(this.key('payments', payment.order_id), index, JSON.stringify(payment));
  }

  async addRefund(refund: SandboxRefund): Promise<void> {
    await this.redis
      .multi()
      .rpush(this.key('refunds', refund.payment_id), JSON.stringify(refund))
      .expire(this.key('refunds', refund.payment_id), TTL_SEC)
      .exec();
  }

  async refunds(paymentId: string): Promise<SandboxRefund[]> {
    return (await this.redis.lrange(this.key('refunds', paymentId), 0, -1)).map(
      (raw) => JSON.parse(raw) as SandboxRefund,
    );
  }

  async payments(orderId: string): Promise<SandboxPayment[]> {
    return (await this.redis.lrange(this.key('payments', orderId), 0, -1)).map(
      (raw) => JSON.parse(raw) as SandboxPayment,
    );
  }

  async addDelivery(orderId: string, delivery: SandboxDelivery): Promise<void> {
    await this.redis
      .multi()
      .rpush(this.key('webhooks', orderId), JSON.stringify(delivery))
      .expire(this.key('webhooks', orderId), TTL_SEC)
      .exec();
  }

  async deliveries(orderId: string): Promise<SandboxDelivery[]> {
    return (await this.redis.lrange(this.key('webhooks', orderId), 0, -1)).map(
      (raw) => JSON.parse(raw) as SandboxDelivery,
    );
  }

  /** One payment or refund at a time per order: a second caller waits (up to 5 s) for the first. */
  async lockOrder(orderId: string): Promise<boolean> {
    for (let waited = 0; waited < 5000; waited += 25) {
      if ((await this.redis.set(this.key('lock', orderId), '1', 'PX', 5000, 'NX')) === 'OK') return true;
      await new Promise((r) => setTimeout(r, 25));
    }
    return false;
  }

  async unlockOrder(orderId: string): Promise<void> {
    await this.redis.del(this.key('lock', orderId));
  }

  onApplicationShutdown(): void {
    this.client?.disconnect();
  }
}
