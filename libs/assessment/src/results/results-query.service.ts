import { Injectable } from '@nestjs/common';
import { emptyBandCounts, type Band, type BandCounts } from '@app/contracts';
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

  /** How many of those results fall in each overall band, and the subjects aligned with the most HIGH ones. */
  async summary(
    userIds: readonly string[],
    careerIds: readonly string[],
    topSubjects: number,
  ): Promise<{ bands: BandCounts; subjects: { subject: string; count: number }[] }> {
    const bands = emptyBandCounts();
    const subjects: { subject: string; count: number }[] = [];
    if (userIds.length === 0 || careerIds.length === 0) return { bands, subjects };
    for (const row of await this.repository.summary(userIds, careerIds, topSubjects)) {
      if (row.kind === 'band') bands[row.key as Band] = row.n;
      else subjects.push({ subject: row.key, count: row.n });
    }
    // UNION ALL keeps each branch's order only by chance: the most first, then by name, said here.
    subjects.sort((a, b) => b.count - a.count || (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));
    return { bands, subjects };
  }
}
