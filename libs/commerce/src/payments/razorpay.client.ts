import { Inject, Injectable } from '@nestjs/common';
import type { AxiosInstance } from 'axios';
import Razorpay from 'razorpay';
import { APP_CONFIG, type AppConfig } from '@app/config';

/** The part of a Razorpay order we use. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

/** The part of a Razorpay payment we use. */
export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded, failed */
  status: string;
}

/** The part of a Razorpay refund we use. */
export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  /** Our refund id, as we sent it. */
  receipt?: string | null;
  /** pending, processed, failed */
  status: string;
}

export interface CreateGatewayRefund {
  amountPaise: number;
  /** Our refund id. */
  receipt: string;
  notes: Record<string, string>;
}

export interface CreateGatewayOrder {
  amountPaise: number;
  /** Our order id. */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * What commerce needs from Razorpay. The SDK implementation is the only one; it talks to Razorpay or to
 * the sandbox, depending only on configuration (API base URL and keys).
 */
export interface PaymentGateway {
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  fetchOrder(id: string): Promise<GatewayOrder>;
  fetchPayments(orderId: string): Promise<GatewayPayment[]>;
  /** One payment, as Razorpay holds it (`payments.fetch`): rejects with a 4xx GatewayError when it does not exist. */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Captures an authorised payment for exactly its amount (`payments.capture`). */
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
  refund(paymentId: string, input: CreateGatewayRefund): Promise<GatewayRefund>;
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

/**
 * Razorpay answered that what we asked about is not there or not acceptable (400 "The id provided does not exist",
 * 404): an answer about the payment. Anything else (no answer at all, 5xx, 401 from keys it refuses, 429) says
 * nothing about the payment, only that Razorpay cannot be asked right now.
 */
export function isRefusal(error: unknown): boolean {
  const status = (error as GatewayError | undefined)?.statusCode;
  return status === 400 || status === 404;
}

/**
 * The SDK rejects with `{ statusCode, error }` for an HTTP answer. With no answer at all (refused, reset, timed out,
 * no DNS) its own error handler fails reading the missing response's status and throws that TypeError instead,
 * which said "Cannot read properties of undefined (reading 'status')" in the reconciler's log: it means the payment
 * host could not be reached, and the caller (the reconciler) leaves the order for its next run.
 */
function gatewayError(error: unknown): GatewayError {
  const e = error as { statusCode?: number; error?: { description?: string }; message?: string } | undefined;
  if (typeof e?.statusCode !== 'number' && error instanceof TypeError)
    return new GatewayError('Razorpay unreachable: no answer from the payment host');
  return new GatewayError(`Razorpay: ${e?.error?.description ?? e?.message ?? 'request failed'}`, e?.statusCode);
}

@Injectable()
export class RazorpayGateway implements PaymentGateway {
  private readonly sdk: Razorpay;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.sdk = new Razorpay({ key_id: config.payments.keyId, key_secret: config.payments.keySecret });
    // The SDK hard-codes https://api.razorpay.com; its axios instance is the one place to point it elsewhere.
    const rq = (this.sdk.api as unknown as { rq: AxiosInstance }).rq;
    rq.defaults.baseURL = config.payments.apiUrl;
    rq.defaults.timeout = 15_000;
  }

  async createOrder({ amountPaise, receipt, notes }: CreateGatewayOrder): Promise<GatewayOrder> {
    try {
      return (await this.sdk.orders.create({
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      })) as unknown as GatewayOrder;
    } catch (error) {
      throw gatewayError(error);
    }
  }

  async fetchOrder(id: string): Promise<GatewayOrder> {
    try {
      return (await this.sdk.orders.fetch(id)) as unknown as GatewayOrder;
    } catch (error) {
      throw gatewayError(error);
    }
  }

  async fetchPayments(orderId: string): Promise<GatewayPayment[]> {
    try {
      const page = (await this.sdk.orders.fetchPayments(orderId)) as unknown as { items: GatewayPayment[] };
      return page.items ?? [];
    } catch (error) {
      throw gatewayError(error);
    }
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    try {
      return (await this.sdk.payments.fetch(paymentId)) as unknown as GatewayPayment;
    } catch (error) {
      throw gatewayError(error);
    }
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment> {
    try {
      return (await this.sdk.payments.capture(paymentId, amountPaise, currency)) as unknown as GatewayPayment;
    } catch (error) {
      throw gatewayError(error);
    }
  }

  async refund(paymentId: string, { amountPaise, receipt, notes }: CreateGatewayRefund): Promise<GatewayRefund> {
    try {
      return (await this.sdk.payments.refund(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        receipt,
        notes,
      })) as unknown as GatewayRefund;
    } catch (error) {
      throw gatewayError(error);
    }
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    try {
      const page = (await this.sdk.payments.fetchMultipleRefund(paymentId)) as unknown as { items: GatewayRefund[] };
      return page.items ?? [];
    } catch (error) {
      throw gatewayError(error);
    }
  }
}
