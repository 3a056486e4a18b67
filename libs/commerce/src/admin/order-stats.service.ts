import { Injectable } from '@nestjs/common';
import { OrderStatsRepository, type OrderDayStats, type StatsWindow } from './order-stats.repository.js';

export type { OrderDayStats, StatsWindow as OrderStatsWindow };

/**
 * Orders, revenue and refunds per calendar day, for the admins' dashboard (libs/dashboard): commerce counts its
 * own tables and hands out figures, never its rows.
 */
@Injectable()
export class OrderStatsService {
  constructor(private readonly repository: OrderStatsRepository) {}

  /** The days of [from, to) in `timeZone` that had a paid order or a refund, oldest first. */
  byDay(window: StatsWindow): Promise<OrderDayStats[]> {
    if (!(window.from < window.to)) return Promise.resolve([]);
    return this.repository.byDay(window);
  }
}
