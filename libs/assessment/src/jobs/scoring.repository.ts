import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { assessmentResults, assessmentSteps, DB, type Database, type Transaction } from '@app/db';
import type { AssessmentScore } from '@app/contracts';

/** The SQL of the scoring job (the enrolment's row is enrolment's: it locks and completes it). */
@Injectable()
export class ScoringRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The ratings the attempt gave, by subsection (null: the timer ran out with none chosen). */
  async ratings(tx: Transaction, userCareerId: string): Promise<Map<string, number | null>> {
    const rows = await tx
      .select({ subsectionId: assessmentSteps.subsectionId, rating: assessmentSteps.rating })
      .from(assessmentSteps)
      .where(and(eq(assessmentSteps.userCareerId, userCareerId), eq(assessmentSteps.type, 2)));
    return new Map(rows.map((r) => [r.subsectionId, r.rating]));
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
