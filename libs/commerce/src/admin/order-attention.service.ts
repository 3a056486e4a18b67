import { Injectable } from '@nestjs/common';
import { ATTENTION_DAYS } from '@app/contracts';
import { OrderAttentionRepository, type AttentionRow } from './order-attention.repository.js';

export type { AttentionRow };

/**
 * What the money path could not settle by itself, for the admins' dashboard (libs/dashboard asks through the index):
 * payments refunded automatically in the last ATTENTION_DAYS (a wrong amount, or an order that could not be
 * fulfilled), and paid orders the reconciler gave up fulfilling,
 * listed until they are fulfilled or refunded. Newest first.
 */
@Injectable()
export class OrderAttentionService {
  constructor(private readonly repository: OrderAttentionRepository) {}

  async list(now: Date): Promise<AttentionRow[]> {
    const since = new Date(now.getTime() - ATTENTION_DAYS * 86_400_000);
    const [refunded, stuck] = await Promise.all([
      this.repository.automaticRefunds(since, now),
      this.repository.notFulfilled(),
    ]);
    return [...refunded, ...stuck].sort((a, b) => b.at.getTime() - a.at.getTime());
  }
}
