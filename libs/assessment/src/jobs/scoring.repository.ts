import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import {
  assessmentResults,
  assessmentSteps,
  careerContents,
  careerSections,
  careerSubsections,
  DB,
  type Database,
  type Transaction,
} from '@app/db';
import type { AssessmentScore } from '@app/contracts';

/** The SQL of the scoring job (the enrolment's row is enrolment's: it locks and completes it). */
@Injectable()
export class ScoringRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
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
}
