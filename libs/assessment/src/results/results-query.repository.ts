import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Band } from '@app/contracts';
import { assessmentResults, DB, userCareers, type Database } from '@app/db';

export type ResultRow = {
  userId: string;
  careerId: string;
  percent: number;
  band: Band;
  sections: { name: string; band: Band }[];
};

/** A uuid[] literal: one bound parameter, so the plan does not change with the number of ids. */
const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The scored results of some users in some careers, read-only, for a school's results (libs/results). A result
 * counts once its enrolment is COMPLETED (the scoring job writes both together); the enrolment is reached by the
 * unique (user_id, career_id) index, the result by its primary key.
 */
@Injectable()
export class ResultsQueryRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  private readonly scored = (userIds: readonly string[], careerIds: readonly string[]) => sql`
    FROM ${userCareers} uc
    JOIN ${assessmentResults} r ON r.user_career_id = uc.id
    WHERE uc.user_id = ANY(${uuids(userIds)}::uuid[])
      AND uc.career_id = ANY(${uuids(careerIds)}::uuid[])
      AND uc.status = 'COMPLETED'`;

  async results(userIds: readonly string[], careerIds: readonly string[]): Promise<ResultRow[]> {
    const { rows } = await this.db.execute<ResultRow>(sql`
      SELECT uc.user_id AS "userId", uc.career_id AS "careerId", r.percent, r.band,
             (SELECT coalesce(jsonb_agg(jsonb_build_object('name', s->>'name', 'band', s->>'band') ORDER BY o), '[]')
              FROM jsonb_array_elements(r.sections) WITH ORDINALITY AS e(s, o)) AS sections
      ${this.scored(userIds, careerIds)}`);
    return rows;
  }

  /** How many results in each overall band. */
  async bandCounts(userIds: readonly string[], careerIds: readonly string[]): Promise<{ band: Band; n: number }[]> {
    const { rows } = await this.db.execute<{ band: Band; n: number }>(sql`
      SELECT r.band, count(*)::int AS n ${this.scored(userIds, careerIds)} GROUP BY r.band`);
    return rows;
  }

  /** The subjects aligned with the most HIGH results, most first (then by name). */
  async highSubjects(
    userIds: readonly string[],
    careerIds: readonly string[],
    limit: number,
  ): Promise<{ subject: string; count: number }[]> {
    const { rows } = await this.db.execute<{ subject: string; count: number }>(sql`
      SELECT s.subject, count(*)::int AS count
      FROM (SELECT r.subjects_aligned ${this.scored(userIds, careerIds)} AND r.band = 'HIGH') h
      CROSS JOIN LATERAL unnest(h.subjects_aligned) AS s(subject)
      GROUP BY s.subject ORDER BY count DESC, s.subject LIMIT ${limit}`);
    return rows;
  }
}
