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

  /**
   * How many results fall in each overall band, and the subjects aligned with the most HIGH ones: one statement,
   * so the (possibly long) id lists are sent and the results read once.
   */
  async summary(
    userIds: readonly string[],
    careerIds: readonly string[],
    limit: number,
  ): Promise<{ kind: 'band' | 'subject'; key: string; n: number }[]> {
    const { rows } = await this.db.execute<{ kind: 'band' | 'subject'; key: string; n: number }>(sql`
      WITH scored AS MATERIALIZED (SELECT r.band, r.subjects_aligned ${this.scored(userIds, careerIds)})
      SELECT 'band' AS kind, band AS key, count(*)::int AS n FROM scored GROUP BY band
      UNION ALL
      (SELECT 'subject', s.subject, count(*)::int FROM scored CROSS JOIN LATERAL unnest(scored.subjects_aligned) AS s(subject)
       WHERE scored.band = 'HIGH' GROUP BY s.subject ORDER BY 3 DESC, 2 LIMIT ${limit})`);
    return rows;
  }
}
