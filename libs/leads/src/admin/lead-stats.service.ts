import { Injectable } from '@nestjs/common';
import { LeadStatsRepository, type LeadDayStats, type StatsWindow } from './lead-stats.repository.js';

export type { LeadDayStats, StatsWindow as LeadStatsWindow };

/**
 * New leads and conversions per calendar day, for the admins' dashboard (libs/dashboard): the leads lib counts its
 * own tables and hands out figures, never its rows.
 */
@Injectable()
export class LeadStatsService {
  constructor(private readonly repository: LeadStatsRepository) {}

  /** The days of [from, to) in `timeZone` that had a new lead or a conversion, oldest first. */
  byDay(window: StatsWindow): Promise<LeadDayStats[]> {
    if (!(window.from < window.to)) return Promise.resolve([]);
    return this.repository.byDay(window);
  }
}
