import { Injectable } from '@nestjs/common';
import { CompletionStatsRepository, type CompletionDayStats, type StatsWindow } from './completion-stats.repository.js';

export type { CompletionDayStats, StatsWindow as CompletionStatsWindow };

/**
 * Career assessments completed (scored) per calendar day, for the admins' dashboard (libs/dashboard): enrolment,
 * the one owner of user_careers, counts them.
 */
@Injectable()
export class CompletionStatsService {
  constructor(private readonly repository: CompletionStatsRepository) {}

  /** The days of [from, to) in `timeZone` with a completion, oldest first. */
  byDay(window: StatsWindow): Promise<CompletionDayStats[]> {
    if (!(window.from < window.to)) return Promise.resolve([]);
    return this.repository.byDay(window);
  }
}
