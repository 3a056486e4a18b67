import { Inject, Injectable } from '@nestjs/common';
import { eq, sql, type SQL } from 'drizzle-orm';
import { assessmentSteps, careerContentVersions, DB, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { Enrolment } from '@app/enrolment';

/**
 * The enrolment as a write of the player finds it, locked (by enrolment): its accepted steps, the version a new
 * attempt would take, and the database's clock once the lock is held.
 */
export interface LockedEnrolment extends Enrolment {
  answered: string[];
  /**
   * The career's latest published version, for an attempt not pinned yet (its first step sent without a fetch);
   * null when the attempt is pinned already (not asked) or nothing was ever published.
   */
  publishedVersionId: string | null;
  now: Date;
}

export interface NewStep {
  userCareerId: string;
  subsectionId: string;
  type: number;
  rating: number | null;
  choice: number | null;
  answer: string | null;
  timedOut: boolean;
}

/**
 * The SQL of taking a test: the accepted steps (the enrolment's row is enrolment's; versions are read by
 * ContentVersionsRepository).
 */
@Injectable()
export class AssessmentRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /**
   * What a write of the player judges a locked enrolment by: the steps already accepted, the version a new
   * attempt takes when this one is not pinned yet (the plan itself comes from the cache), and the clock, in one
   * statement.
   *
   * It must run after the lock is taken, not with it: under READ COMMITTED a statement sees what was committed
   * when it began, so a request that waited for the lock would see the steps from before it waited (only the
   * locked row itself is re-read), take a step already accepted for a new one, and fail on the primary key. A
   * statement that starts once the lock is held sees everything its holder committed.
   */
  async afterLock(
    tx: Transaction,
    enrolment: Enrolment,
  ): Promise<Pick<LockedEnrolment, 'answered' | 'publishedVersionId' | 'now'>> {
    const published = enrolment.contentVersionId
      ? sql`NULL::uuid`
      : sql`(SELECT ${careerContentVersions.id} FROM ${careerContentVersions}
          WHERE ${careerContentVersions.careerId} = ${enrolment.careerId}
          ORDER BY ${careerContentVersions.number} DESC LIMIT 1)`;
    const { rows } = await tx.execute<{ now: string | Date; answered: string[]; published: string | null }>(sql`
      SELECT clock_timestamp() AS now,
        (SELECT coalesce(array_agg(${assessmentSteps.subsectionId}::text), '{}') FROM ${assessmentSteps}
          WHERE ${assessmentSteps.userCareerId} = ${enrolment.id}) AS answered,
        ${published} AS published`);
    const [row] = rows;
    // The wall clock once the lock is held: a submit that waited is judged when it runs.
    return { now: new Date(row.now), answered: row.answered, publishedVersionId: row.published };
  }

  async answeredIds(userCareerId: string, executor: DbExecutor = this.db): Promise<Set<string>> {
    const rows = await executor
      .select({ subsectionId: assessmentSteps.subsectionId })
      .from(assessmentSteps)
      .where(eq(assessmentSteps.userCareerId, userCareerId));
    return new Set(rows.map((r) => r.subsectionId));
  }

  /**
   * The insert of an accepted step, as a statement for enrolment to run with its move of the enrolment (one round
   * trip for both; see EnrolmentService.answer). The enrolment's lock is held, so `ordinal` (how many steps were
   * accepted before) cannot race.
   */
  stepInsert(step: NewStep, ordinal: number): SQL {
    return sql`
      INSERT INTO ${assessmentSteps} (user_career_id, subsection_id, ordinal, type, rating, choice, answer, timed_out, submitted_at)
      VALUES (${step.userCareerId}, ${step.subsectionId}, ${ordinal}, ${step.type}, ${step.rating}, ${step.choice}, ${step.answer}, ${step.timedOut}, clock_timestamp())`;
  }

  /** The back-navigation warning confirmed: the answers go (enrolment marks the career left). */
  async deleteSteps(tx: Transaction, userCareerId: string): Promise<void> {
    await tx.delete(assessmentSteps).where(eq(assessmentSteps.userCareerId, userCareerId));
  }
}
