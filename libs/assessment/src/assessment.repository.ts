import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  assessmentSteps,
  careerContents,
  careerSections,
  careerSubsections,
  DB,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';
import type { Enrolment } from '@app/enrolment';
import type { ContentRow } from './content-plan.js';

type ContentStatus = (typeof careerContents.$inferSelect)['status'];

/**
 * The enrolment as a write of the player finds it, locked (by enrolment): its accepted steps, its content's
 * version and the database's clock once the lock is held.
 */
export interface LockedEnrolment extends Enrolment {
  answered: string[];
  /** Null when the career has no content row. `version` moves with any edit of the test (migration 0009). */
  content: { status: ContentStatus; version: number } | null;
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

/** The SQL of taking a test: its content and the accepted steps (the enrolment's row is enrolment's). */
@Injectable()
export class AssessmentRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /**
   * What a write of the player judges a locked enrolment by: the steps already accepted, the content's status
   * and version (the plan itself comes from the cache), and the clock, in one statement.
   *
   * It must run after the lock is taken, not with it: under READ COMMITTED a statement sees what was committed
   * when it began, so a request that waited for the lock would see the steps from before it waited (only the
   * locked row itself is re-read), take a step already accepted for a new one, and fail on the primary key. A
   * statement that starts once the lock is held sees everything its holder committed.
   */
  async afterLock(
    tx: Transaction,
    enrolment: Enrolment,
  ): Promise<Pick<LockedEnrolment, 'answered' | 'content' | 'now'>> {
    const { rows } = await tx.execute<{
      now: string | Date;
      answered: string[];
      status: ContentStatus | null;
      version: number | null;
    }>(sql`
      SELECT clock_timestamp() AS now,
        (SELECT coalesce(array_agg(${assessmentSteps.subsectionId}::text), '{}') FROM ${assessmentSteps}
          WHERE ${assessmentSteps.userCareerId} = ${enrolment.id}) AS answered,
        cc.status, cc.version
      FROM (SELECT 1) AS one
      LEFT JOIN ${careerContents} cc ON cc.career_id = ${enrolment.careerId}`);
    const [row] = rows;
    // The wall clock once the lock is held: a submit that waited is judged when it runs.
    return {
      now: new Date(row.now),
      answered: row.answered,
      content: row.status === null ? null : { status: row.status, version: Number(row.version) },
    };
  }

  async content(careerId: string, executor: DbExecutor = this.db) {
    const [row] = await executor
      .select({
        instructions: careerContents.instructions,
        subjectsAligned: careerContents.subjectsAligned,
        status: careerContents.status,
        version: careerContents.version,
      })
      .from(careerContents)
      .where(eq(careerContents.careerId, careerId));
    return row;
  }

  /** The career's sections and subsections in test order: (section position, subsection position). */
  contentRows(careerId: string, executor: DbExecutor = this.db): Promise<ContentRow[]> {
    return executor
      .select({
        sectionId: careerSections.id,
        sectionName: careerSections.name,
        subsectionId: careerSubsections.id,
        type: careerSubsections.type,
        content: careerSubsections.content,
        meta: careerSubsections.meta,
      })
      .from(careerSections)
      .leftJoin(careerSubsections, eq(careerSubsections.sectionId, careerSections.id))
      .where(eq(careerSections.careerId, careerId))
      .orderBy(asc(careerSections.position), asc(careerSubsections.position));
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
