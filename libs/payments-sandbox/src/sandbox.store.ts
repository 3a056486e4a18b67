import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
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

/** A payment in the shape of Razorpay's Payments API (card, captured automatically, or failed). */
export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: 0;
  refund_status: null;
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
      this.client = new Redis(this.config.redis.url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
      this.client.on('error', () => undefined);
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
    await this.redis.multi().rpush(this.key('payments', payment.order_id), JSON.stringify(payment)).expire(this.key('payments', payment.order_id), TTL_SEC).exec();
  }

  async payments(orderId: string): Promise<SandboxPayment[]> {
    return (await this.redis.lrange(this.key('payments', orderId), 0, -1)).map((raw) => JSON.parse(raw) as SandboxPayment);
  }

  async addDelivery(orderId: string, delivery: SandboxDelivery): Promise<void> {
    await this.redis.multi().rpush(this.key('webhooks', orderId), JSON.stringify(delivery)).expire(this.key('webhooks', orderId), TTL_SEC).exec();
  }

  async deliveries(orderId: string): Promise<SandboxDelivery[]> {
    return (await this.redis.lrange(this.key('webhooks', orderId), 0, -1)).map((raw) => JSON.parse(raw) as SandboxDelivery);
  }

  /** One payment attempt at a time per order, like a single checkout. */
  async lockOrder(orderId: string): Promise<boolean> {
    return (await this.redis.set(this.key('lock', orderId), '1', 'PX', 5000, 'NX')) === 'OK';
  }

  async unlockOrder(orderId: string): Promise<void> {
    await this.redis.del(this.key('lock', orderId));
  }

  onApplicationShutdown(): void {
    this.client?.disconnect();
  }
}
