import { Injectable } from '@nestjs/common';
import { emptyBandCounts, type BandCounts } from '@app/contracts';
import { ResultsQueryRepository, type ResultRow } from './results-query.repository.js';

export type { ResultRow as AssessmentResultRow };

/**
 * Read-only results of scored assessments for the libs that report on groups of students (libs/results): the
 * assessment lib owns assessment_results, others ask here. Every call names the users and the careers: the
 * caller's scope (a school's classroom) decides them, so nothing here can widen it.
 */
@Injectable()
export class AssessmentResultsQuery {
  constructor(private readonly repository: ResultsQueryRepository) {}

  /** Each scored result of these users in these careers, with its overall and section bands. */
  results(userIds: readonly string[], careerIds: readonly string[]): Promise<ResultRow[]> {
    if (userIds.length === 0 || careerIds.length === 0) return Promise.resolve([]);
    return this.repository.results(userIds, careerIds);
  }

  /** How many of those results fall in each overall band. */
  async bandCounts(userIds: readonly string[], careerIds: readonly string[]): Promise<BandCounts> {
    const counts = emptyBandCounts();
    if (userIds.length === 0 || careerIds.length === 0) return counts;
    for (const row of await this.repository.bandCounts(userIds, careerIds)) counts[row.band] = row.n;
    return counts;
  }

  /** The subjects aligned with the most HIGH results among them, most first. */
  highSubjects(
    userIds: readonly string[],
    careerIds: readonly string[],
    limit: number,
  ): Promise<{ subject: string; count: number }[]> {
    if (userIds.length === 0 || careerIds.length === 0) return Promise.resolve([]);
    return this.repository.highSubjects(userIds, careerIds, limit);
  }
}
