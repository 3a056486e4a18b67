import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  assessmentResults,
  assessmentSteps,
  careerContents,
  careerSections,
  careerSubsections,
  DB,
  userCareers,
  type Database,
  type Transaction,
} from '@app/db';
import type { AssessmentScore } from '@app/contracts';

/** The SQL of the scoring job. */
@Injectable()
export class ScoringRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** Locks the enrolment for scoring: a duplicated or retried job waits, then finds it COMPLETED. */
  async lock(tx: Transaction, userCareerId: string) {
    const [row] = await tx
      .select({
        id: userCareers.id,
        careerId: userCareers.careerId,
        status: userCareers.status,
        finishedAt: userCareers.finishedAt,
      })
      .from(userCareers)
      .where(eq(userCareers.id, userCareerId))
      .for('no key update');
    return row;
  }

  /** Every rating question of the career, in test order, with the rating given (null: timed out or missing). */
  ratings(tx: Transaction, userCareerId: string, careerId: string) {
    return tx
      .select({ sectionId: careerSections.id, sectionName: careerSections.name, rating: assessmentSteps.rating })
      .from(careerSubsections)
      .innerJoin(careerSections, eq(careerSections.id, careerSubsections.sectionId))
      .leftJoin(
        assessmentSteps,
        and(eq(assessmentSteps.subsectionId, careerSubsections.id), eq(assessmentSteps.userCareerId, userCareerId)),
      )
      .where(and(eq(careerSections.careerId, careerId), eq(careerSubsections.type, 2)))
      .orderBy(asc(careerSections.position), asc(careerSubsections.position));
  }

  async subjectsAligned(tx: Transaction, careerId: string): Promise<string[]> {
    const [row] = await tx
      .select({ subjects: careerContents.subjectsAligned })
      .from(careerContents)
      .where(eq(careerContents.careerId, careerId));
    return row?.subjects ?? [];
  }

  /** The result, written once: the primary key is the enrolment. */
  async insertResult(
    tx: Transaction,
    userCareerId: string,
    score: AssessmentScore,
    subjectsAligned: string[],
  ): Promise<void> {
    await tx
      .insert(assessmentResults)
      .values({
        userCareerId,
        total: score.total,
        max: score.max,
        percent: score.percent,
        band: score.band,
        sections: score.sections,
        subjectsAligned,
      })
      .onConflictDoNothing({ target: assessmentResults.userCareerId });
  }

  async markCompleted(tx: Transaction, userCareerId: string): Promise<void> {
    await tx
      .update(userCareers)
      .set({ status: 'COMPLETED', completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(userCareers.id, userCareerId));
  }
}
