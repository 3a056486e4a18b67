import { Injectable } from '@nestjs/common';
import {
  CompletionStatsRepository,
  type CareerStatusRow,
  type CompletionDayStats,
  type StatsWindow,
} from './completion-stats.repository.js';

export type { CareerStatusRow, CompletionDayStats, StatsWindow as CompletionStatsWindow };

/**
 * Career assessments completed (scored) per calendar day, for the admins' dashboard (libs/dashboard), and where
 * a classroom's students stand in its careers, for its results (libs/results): enrolment, the one owner of
 * user_careers, reads them.
 */
@Injectable()
export class CompletionStatsService {
  constructor(private readonly repository: CompletionStatsRepository) {}

  /** The days of [from, to) in `timeZone` with a completion, oldest first. */
  byDay(window: StatsWindow): Promise<CompletionDayStats[]> {
    if (!(window.from < window.to)) return Promise.resolve([]);
    return this.repository.byDay(window);
  }

  /** Each of these users' enrolment in each of these careers they are enrolled in (read-only). */
  statuses(userIds: readonly string[], careerIds: readonly string[]): Promise<CareerStatusRow[]> {
    if (userIds.length === 0 || careerIds.length === 0) return Promise.resolve([]);
    return this.repository.statuses(userIds, careerIds);
  }
}
