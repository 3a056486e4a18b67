import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  assessmentResults,
  assessmentSteps,
  careers,
  careerSections,
  careerSubsections,
  DB,
  userCareers,
  type Database,
} from '@app/db';

/** The SQL of the reports: a career's scored result, the student's summaries, the dashboard's lists. */
@Injectable()
export class ReportRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The user's enrolment in the career with the career and, once scored, its result. */
  async enrolmentWithResult(userId: string, careerId: string) {
    const [row] = await this.db
      .select({
        id: userCareers.id,
        status: userCareers.status,
        completedAt: userCareers.completedAt,
        career: { id: careers.id, name: careers.name, logo: careers.logo, logoBg: careers.logoBg },
        result: assessmentResults,
      })
      .from(userCareers)
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .leftJoin(assessmentResults, eq(assessmentResults.userCareerId, userCareers.id))
      .where(and(eq(userCareers.userId, userId), eq(userCareers.careerId, careerId)));
    return row;
  }

  /** The unscored answers (choices and texts) with their questions, in test order. */
  unscoredAnswers(userCareerId: string) {
    return this.db
      .select({
        sectionName: careerSections.name,
        type: assessmentSteps.type,
        content: careerSubsections.content,
        choice: assessmentSteps.choice,
        answer: assessmentSteps.answer,
      })
      .from(assessmentSteps)
      .innerJoin(careerSubsections, eq(careerSubsections.id, assessmentSteps.subsectionId))
      .innerJoin(careerSections, eq(careerSections.id, careerSubsections.sectionId))
      .where(and(eq(assessmentSteps.userCareerId, userCareerId), inArray(assessmentSteps.type, [3, 4])))
      .orderBy(asc(careerSections.position), asc(careerSubsections.position));
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

  /** The user's enrolments but the abandoned ones, oldest first, with the steps answered and in the test. */
  enrolments(userId: string) {
    return this.db
      .select({
        id: userCareers.id,
        careerId: userCareers.careerId,
        status: userCareers.status,
        finishedAt: userCareers.finishedAt,
        name: careers.name,
        logo: careers.logo,
        logoBg: careers.logoBg,
        done: sql<number>`(SELECT count(*)::int FROM ${assessmentSteps} st WHERE st.user_career_id = ${userCareers.id})`,
        total: sql<number>`(SELECT count(*)::int FROM ${careerSubsections} ss JOIN ${careerSections} cs ON cs.id = ss.section_id WHERE cs.career_id = ${userCareers.careerId})`,
      })
      .from(userCareers)
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .where(and(eq(userCareers.userId, userId), ne(userCareers.status, 'ABANDONED')))
      .orderBy(asc(userCareers.createdAt), asc(userCareers.id));
  }
}
