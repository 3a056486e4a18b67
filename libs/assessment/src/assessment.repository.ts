import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  assessmentSteps,
  careerContents,
  careers,
  careerSections,
  careerSubsections,
  DB,
  userCareers,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';
import type { ContentRow } from './content-plan.js';

/** A user's enrolment in a career, as the assessment calls need it; `now` is the database's clock. */
export interface EnrolmentRow {
  id: string;
  userId: string;
  careerId: string;
  status: (typeof userCareers.$inferSelect)['status'];
  startedAt: Date | null;
  stepStartedAt: Date | null;
  finishedAt: Date | null;
  completedAt: Date | null;
  now: Date;
}

/** The enrolment as a write of the player finds it, locked: its accepted steps and its content's version. */
export interface LockedEnrolment extends EnrolmentRow {
  answered: string[];
  /** Null when the career has no content row. `version` moves with any edit of the test (migration 0009). */
  content: { status: (typeof careerContents.$inferSelect)['status']; version: number } | null;
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

const enrolmentColumns = {
  id: userCareers.id,
  userId: userCareers.userId,
  careerId: userCareers.careerId,
  status: userCareers.status,
  startedAt: userCareers.startedAt,
  stepStartedAt: userCareers.stepStartedAt,
  finishedAt: userCareers.finishedAt,
  completedAt: userCareers.completedAt,
  // The wall clock, not the transaction's start: a submit that waited on the row lock is judged when it runs.
  now: sql<Date>`clock_timestamp()`.mapWith((v: string | Date) => new Date(v)),
};

/** The SQL of taking a test: enrolments, content, and the accepted steps. */
@Injectable()
export class AssessmentRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The caller's enrolment by its id (the spec's userMapCareerId), with the career's name. */
  async findOwnEnrolment(
    userId: string,
    userCareerId: string,
  ): Promise<(EnrolmentRow & { careerName: string }) | undefined> {
    const [row] = await this.db
      .select({ ...enrolmentColumns, careerName: careers.name })
      .from(userCareers)
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .where(and(eq(userCareers.id, userCareerId), eq(userCareers.userId, userId)));
    return row;
  }

  /**
   * Locks the user's enrolment in the career for this transaction, so the submits, the finish and the abandon
   * of one test run one after another. NO KEY UPDATE: it does not block the key-share locks that inserting a
   * step (its foreign key) takes. The first statement takes the lock and brings the enrolment and its content's
   * version (the plan itself comes from the cache); the second, the steps already accepted and the clock.
   *
   * The steps cannot come with the lock: under READ COMMITTED a statement sees what was committed when it
   * began, so a request that waited for the lock would see the steps from before it waited (only the locked row
   * itself is re-read), take a step already accepted for a new one, and fail on the primary key. A statement
   * that starts once the lock is held sees everything its holder committed.
   */
  async lockEnrolment(tx: Transaction, userId: string, careerId: string): Promise<LockedEnrolment | undefined> {
    const { now: _now, ...columns } = enrolmentColumns;
    const [row] = await tx
      .select({ ...columns, content: { status: careerContents.status, version: careerContents.version } })
      .from(userCareers)
      .leftJoin(careerContents, eq(careerContents.careerId, userCareers.careerId))
      .where(and(eq(userCareers.userId, userId), eq(userCareers.careerId, careerId)))
      .for('no key update', { of: userCareers });
    if (!row) return undefined;
    const { rows } = await tx.execute<{ now: string | Date; answered: string[] }>(sql`
      SELECT clock_timestamp() AS now, coalesce(array_agg(${assessmentSteps.subsectionId}::text), '{}') AS answered
      FROM ${assessmentSteps} WHERE ${assessmentSteps.userCareerId} = ${row.id}`);
    // The wall clock once the lock is held: a submit that waited is judged when it runs.
    return { ...row, now: new Date(rows[0].now), answered: rows[0].answered };
  }

  /** Starts the first step's timer on the first fetch of a test not yet under way; later calls change nothing. */
  async startClockIfUnset(userCareerId: string): Promise<Date | undefined> {
    const [row] = await this.db
      .update(userCareers)
      .set({ stepStartedAt: sql`clock_timestamp()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(userCareers.id, userCareerId),
          isNull(userCareers.stepStartedAt),
          isNull(userCareers.finishedAt),
          inArray(userCareers.status, ['ENROLLED', 'IN_PROGRESS']),
        ),
      )
      .returning({ stepStartedAt: userCareers.stepStartedAt });
    return row?.stepStartedAt ?? undefined;
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
   * Stores an accepted step and starts the next step's timer, in one statement. The enrolment's lock is held, so
   * `ordinal` (how many steps were accepted before) cannot race. Returns when the next step became due.
   */
  async acceptStep(tx: Transaction, step: NewStep, ordinal: number): Promise<Date> {
    const { rows } = await tx.execute<{ step_started_at: Date }>(sql`
      WITH stored AS (
        INSERT INTO ${assessmentSteps} (user_career_id, subsection_id, ordinal, type, rating, choice, answer, timed_out, submitted_at)
        VALUES (${step.userCareerId}, ${step.subsectionId}, ${ordinal}, ${step.type}, ${step.rating}, ${step.choice}, ${step.answer}, ${step.timedOut}, clock_timestamp())
      )
      UPDATE ${userCareers}
      SET status = 'IN_PROGRESS', started_at = coalesce(started_at, clock_timestamp()), step_started_at = clock_timestamp(), updated_at = now()
      WHERE id = ${step.userCareerId}
      RETURNING step_started_at`);
    return new Date(rows[0].step_started_at);
  }

  async markFinished(tx: Transaction, userCareerId: string): Promise<void> {
    await tx
      .update(userCareers)
      .set({ finishedAt: sql`clock_timestamp()`, updatedAt: sql`now()` })
      .where(eq(userCareers.id, userCareerId));
  }

  /** The back-navigation warning confirmed: the answers go, and the career must be bought again. */
  async abandon(tx: Transaction, userCareerId: string): Promise<void> {
    await tx.delete(assessmentSteps).where(eq(assessmentSteps.userCareerId, userCareerId));
    await tx
      .update(userCareers)
      .set({ status: 'ABANDONED', startedAt: null, stepStartedAt: null, updatedAt: sql`now()` })
      .where(eq(userCareers.id, userCareerId));
  }
}
