import { Injectable } from '@nestjs/common';
import type { Transaction } from '@app/db';
import { OutboxRepository } from '@app/queue';
import { PaymentsRepository } from './payments.repository.js';

/**
 * Marks an order paid and announces it, in the caller's transaction. Every path uses it: the verified client
 * confirmation, the verified webhook, the reconciler (and a free order at creation), so whichever comes first
 * wins and the others change nothing.
 */
@Injectable()
export class PaymentCaptureService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  /** True when this call made the order paid (and wrote PaymentCaptured); false when it already was. */
  async capture(tx: Transaction, orderId: string, razorpayPaymentId: string | null): Promise<boolean> {
    const changed = await this.payments.markPaid(tx, orderId, razorpayPaymentId);
    if (changed) await this.outbox.append(tx, 'PaymentCaptured', { orderId });
    return changed;
  }
}
