import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { assessmentResults, assessmentSteps, careers, DB, userCareers, type Database } from '@app/db';

/** The SQL of the reports: a career's scored result, the student's summaries, the dashboard's lists. */
@Injectable()
export class ReportRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The scored result of an enrolment, once written. */
  async result(userCareerId: string) {
    const [row] = await this.db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.userCareerId, userCareerId));
    return row;
  }

  /** The unscored answers (choices and texts) by subsection; their questions are in the attempt's version. */
  unscoredSteps(userCareerId: string) {
    return this.db
      .select({
        subsectionId: assessmentSteps.subsectionId,
        choice: assessmentSteps.choice,
        answer: assessmentSteps.answer,
      })
      .from(assessmentSteps)
      .where(and(eq(assessmentSteps.userCareerId, userCareerId), inArray(assessmentSteps.type, [3, 4])));
  }

  /** The user's scored careers, newest first. */
  scored(userId: string) {
    return this.db
      .select({
        userCareerId: userCareers.id,
        careerId: userCareers.careerId,
        careerName: careers.name,
        total: assessmentResults.total,
        max: assessmentResults.max,
        percent: assessmentResults.percent,
        band: assessmentResults.band,
        subjectsAligned: assessmentResults.subjectsAligned,
      })
      .from(assessmentResults)
      .innerJoin(userCareers, eq(userCareers.id, assessmentResults.userCareerId))
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .where(and(eq(userCareers.userId, userId), eq(userCareers.status, 'COMPLETED')))
      .orderBy(desc(userCareers.completedAt), desc(assessmentResults.scoredAt), asc(userCareers.id));
  }

  /** Subject name -> how many of the user's scored careers it is aligned to (most first, then by name). */
  async subjectCounts(userId: string): Promise<{ subject: string; n: number }[]> {
    const { rows } = await this.db.execute<{ subject: string; n: number }>(sql`
      SELECT s.subject, count(DISTINCT r.user_career_id)::int AS n
      FROM ${assessmentResults} r
      JOIN ${userCareers} uc ON uc.id = r.user_career_id
      CROSS JOIN LATERAL unnest(r.subjects_aligned) AS s(subject)
      WHERE uc.user_id = ${userId} AND uc.status = 'COMPLETED'
      GROUP BY s.subject
      ORDER BY n DESC, s.subject`);
    return rows;
  }

  /** How many steps each of these enrolments has answered. */
  async answeredCounts(userCareerIds: string[]): Promise<Map<string, number>> {
    if (!userCareerIds.length) return new Map();
    const rows = await this.db
      .select({ id: assessmentSteps.userCareerId, n: count() })
      .from(assessmentSteps)
      .where(inArray(assessmentSteps.userCareerId, userCareerIds))
      .groupBy(assessmentSteps.userCareerId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }
}
