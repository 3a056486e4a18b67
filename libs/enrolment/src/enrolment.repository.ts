import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { careers, DB, userCareers, type Database, type DbExecutor, type Transaction } from '@app/db';
import {
  ACTIVE_STATUSES,
  finishedRequirement,
  statusesAllowing,
  type EnrolmentEvent,
  type EnrolmentSource,
  type EnrolmentStatus,
} from './enrolment-state.js';

/** A user's enrolment in a career (the spec's user-map-career), as the other libs see it. */
export interface Enrolment {
  id: string;
  userId: string;
  careerId: string;
  status: EnrolmentStatus;
  /** How the user came to have it: it decides what leaving the test does (enrolment-state's leaveEvent). */
  source: EnrolmentSource;
  startedAt: Date | null;
  stepStartedAt: Date | null;
  finishedAt: Date | null;
  completedAt: Date | null;
  /** The published test the attempt is taken on (career_content_versions.id); null until it starts. */
  contentVersionId: string | null;
}

/** An enrolment with what the cards and reports show of its career. */
export interface EnrolmentWithCareer extends Enrolment {
  career: { id: string; name: string; logo: string; logoBg: string };
}

const columns = {
  id: userCareers.id,
  userId: userCareers.userId,
  careerId: userCareers.careerId,
  status: userCareers.status,
  source: userCareers.source,
  startedAt: userCareers.startedAt,
  stepStartedAt: userCareers.stepStartedAt,
  finishedAt: userCareers.finishedAt,
  completedAt: userCareers.completedAt,
  contentVersionId: userCareers.contentVersionId,
};

const withCareer = {
  ...columns,
  career: { id: careers.id, name: careers.name, logo: careers.logo, logoBg: careers.logoBg },
};

/** The one SQL form of "the user has it" (enrolment-state's isActive): every status but the left one. */
const active = () => inArray(userCareers.status, [...ACTIVE_STATUSES]);

/** The rows `event` may apply to, straight from the state machine: a guard for every conditional UPDATE. */
function allowing(event: EnrolmentEvent): SQL {
  const finished = finishedRequirement(event);
  const status = inArray(userCareers.status, statusesAllowing(event));
  if (finished === undefined) return status;
  return and(status, finished ? isNotNull(userCareers.finishedAt) : isNull(userCareers.finishedAt))!;
}

/** The SQL of `user_careers`. No other lib's repository writes (or locks) that table. */
@Injectable()
export class EnrolmentRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The user's enrolments but the left ones, oldest first, with their careers. */
  listActive(userId: string): Promise<EnrolmentWithCareer[]> {
    return this.db
      .select(withCareer)
      .from(userCareers)
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .where(and(eq(userCareers.userId, userId), active()))
      .orderBy(asc(userCareers.createdAt), asc(userCareers.id));
  }

  /** Of `careerIds`, those the user has, oldest enrolment first. */
  async activeCareerIds(userId: string, careerIds: string[], executor: DbExecutor = this.db): Promise<string[]> {
    if (!careerIds.length) return [];
    const rows = await executor
      .select({ careerId: userCareers.careerId })
      .from(userCareers)
      .where(and(eq(userCareers.userId, userId), inArray(userCareers.careerId, careerIds), active()))
      .orderBy(asc(userCareers.createdAt), asc(userCareers.careerId));
    return rows.map((r) => r.careerId);
  }

  /** Of `careerIds`, those the user has through a paid order other than `orderId`. */
  async boughtThroughOtherOrders(
    executor: DbExecutor,
    userId: string,
    orderId: string,
    careerIds: string[],
  ): Promise<string[]> {
    if (!careerIds.length) return [];
    const rows = await executor
      .select({ careerId: userCareers.careerId })
      .from(userCareers)
      .where(
        and(
          eq(userCareers.userId, userId),
          inArray(userCareers.careerId, careerIds),
          eq(userCareers.source, 'order'),
          ne(userCareers.orderId, orderId),
          active(),
        ),
      );
    return rows.map((r) => r.careerId);
  }

  /**
   * The user's enrolments that name `orderId` as their paying order (any status), with their careers, by career
   * name. By user first: (user_id, career_id) is indexed, order_id is not.
   */
  ofOrder(userId: string, orderId: string): Promise<EnrolmentWithCareer[]> {
    return this.db
      .select(withCareer)
      .from(userCareers)
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .where(and(eq(userCareers.userId, userId), eq(userCareers.orderId, orderId)))
      .orderBy(asc(careers.name), asc(userCareers.id));
  }

  /** The user's enrolment by its id, in any status, with its career. */
  async findOwn(userId: string, userCareerId: string): Promise<EnrolmentWithCareer | undefined> {
    const [row] = await this.db
      .select(withCareer)
      .from(userCareers)
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .where(and(eq(userCareers.id, userCareerId), eq(userCareers.userId, userId)));
    return row;
  }

  /** The user's enrolment in the career, unless it was left, with its career. */
  async findActiveIn(userId: string, careerId: string): Promise<EnrolmentWithCareer | undefined> {
    const [row] = await this.db
      .select(withCareer)
      .from(userCareers)
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .where(and(eq(userCareers.userId, userId), eq(userCareers.careerId, careerId), active()));
    return row;
  }

  /**
   * The user's enrolment in the career, locked for the transaction (any status: the caller tells a left test
   * apart). NO KEY UPDATE: it does not block the key-share locks that rows referring to it (a test's steps,
   * its result) take when they are inserted.
   */
  async lockIn(tx: Transaction, userId: string, careerId: string): Promise<Enrolment | undefined> {
    const [row] = await tx
      .select(columns)
      .from(userCareers)
      .where(and(eq(userCareers.userId, userId), eq(userCareers.careerId, careerId)))
      .for('no key update');
    return row;
  }

  /** The enrolment by its id, locked like lockIn. */
  async lockById(tx: Transaction, userCareerId: string): Promise<Enrolment | undefined> {
    const [row] = await tx
      .select(columns)
      .from(userCareers)
      .where(eq(userCareers.id, userCareerId))
      .for('no key update');
    return row;
  }

  /**
   * The enrolments `orderId` made in these careers, locked FOR UPDATE until the transaction ends: a refund decides
   * on them (and may delete them) while a step sent at the same moment waits, then finds the row as left.
   */
  lockOfOrder(tx: Transaction, userId: string, orderId: string, careerIds: string[]): Promise<Enrolment[]> {
    if (!careerIds.length) return Promise.resolve([]);
    return tx
      .select(columns)
      .from(userCareers)
      .where(
        and(eq(userCareers.userId, userId), eq(userCareers.orderId, orderId), inArray(userCareers.careerId, careerIds)),
      )
      .orderBy(asc(userCareers.careerId))
      .for('update');
  }

  /** Deletes these enrolments (their steps and results go with them, by cascade). Answers how many went. */
  async delete(tx: Transaction, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const rows = await tx.delete(userCareers).where(inArray(userCareers.id, ids)).returning({ id: userCareers.id });
    return rows.length;
  }

  /**
   * Enrols the careers bought by a paid order. One the user already has (a classroom, a raced order) stays as
   * it was; a left one starts afresh under this order (the machine's `enrol`).
   */
  async insertForOrder(tx: Transaction, userId: string, orderId: string, careerIds: string[]): Promise<void> {
    if (!careerIds.length) return;
    await tx
      .insert(userCareers)
      .values(careerIds.map((careerId) => ({ userId, careerId, orderId, source: 'order' as const })))
      .onConflictDoUpdate({
        target: [userCareers.userId, userCareers.careerId],
        set: {
          status: 'ENROLLED',
          source: 'order',
          orderId,
          startedAt: null,
          stepStartedAt: null,
          finishedAt: null,
          completedAt: null,
          contentVersionId: null,
          updatedAt: sql`now()`,
        },
        setWhere: allowing('enrol'),
      });
  }

  /** Enrols careers a classroom gives; any the user already has, or left, stays as it was. Answers how many were new. */
  async insertForClassroom(tx: Transaction, userId: string, careerIds: string[]): Promise<number> {
    if (!careerIds.length) return 0;
    const rows = await tx
      .insert(userCareers)
      .values(careerIds.map((careerId) => ({ userId, careerId, source: 'classroom' as const })))
      .onConflictDoNothing({ target: [userCareers.userId, userCareers.careerId] })
      .returning({ id: userCareers.id });
    return rows.length;
  }

  /**
   * Starts the first step's clock on the first fetch of a test not yet under way; later calls change nothing.
   * Needs no lock: the WHERE makes it happen once.
   */
  async startClock(userCareerId: string, executor: DbExecutor = this.db): Promise<Date | undefined> {
    const [row] = await executor
      .update(userCareers)
      .set({ stepStartedAt: sql`clock_timestamp()`, updatedAt: sql`now()` })
      .where(and(eq(userCareers.id, userCareerId), isNull(userCareers.stepStartedAt), allowing('open')))
      .returning({ stepStartedAt: userCareers.stepStartedAt });
    return row?.stepStartedAt ?? undefined;
  }

  /**
   * Pins the attempt to a published version of its test, once: the first caller's version stands (a row pinned
   * already, or one that is finished or left, is not changed). Answers the version the attempt is pinned to now
   * (null for a row that cannot start). Needs no lock: the WHERE makes it happen once, and a caller that lost
   * the race reads the winner's in a statement of its own, which sees what the winner committed.
   */
  async pinContent(userCareerId: string, versionId: string, executor: DbExecutor = this.db): Promise<string | null> {
    const [pinned] = await executor
      .update(userCareers)
      .set({ contentVersionId: versionId, updatedAt: sql`now()` })
      .where(and(eq(userCareers.id, userCareerId), isNull(userCareers.contentVersionId), allowing('open')))
      .returning({ contentVersionId: userCareers.contentVersionId });
    if (pinned) return pinned.contentVersionId;
    const [row] = await executor
      .select({ contentVersionId: userCareers.contentVersionId })
      .from(userCareers)
      .where(eq(userCareers.id, userCareerId));
    return row?.contentVersionId ?? null;
  }

  /**
   * A step accepted: IN_PROGRESS, started if it was not, and the next step's clock runs from now. Answers when
   * the next step became due, or undefined when the machine does not allow it from the row as it is.
   * `alongside`, a data-modifying statement of the caller's (the step's insert), runs as a CTE of this very
   * statement, saving a round trip on the exam's hottest path; it runs even when the guard refuses, so the
   * caller's transaction must then roll back (the service throws).
   */
  async markAnswered(
    tx: Transaction,
    userCareerId: string,
    status: EnrolmentStatus,
    alongside?: SQL,
  ): Promise<Date | undefined> {
    const { rows } = await tx.execute<{ step_started_at: string | Date }>(sql`
      ${alongside ? sql`WITH alongside AS (${alongside})` : sql``}
      UPDATE ${userCareers}
      SET status = ${status}, started_at = coalesce(started_at, clock_timestamp()),
        step_started_at = clock_timestamp(), updated_at = now()
      WHERE ${userCareers.id} = ${userCareerId} AND ${allowing('answer')}
      RETURNING step_started_at`);
    return rows[0] ? new Date(rows[0].step_started_at) : undefined;
  }

  markFinished(tx: Transaction, userCareerId: string): Promise<Enrolment | undefined> {
    return this.apply(tx, userCareerId, 'finish', { finishedAt: sql`clock_timestamp()` });
  }

  markCompleted(tx: Transaction, userCareerId: string, status: EnrolmentStatus): Promise<Enrolment | undefined> {
    return this.apply(tx, userCareerId, 'complete', { status, completedAt: sql`now()` });
  }

  /** Left: the clocks and the pinned version are cleared, so buying it again starts afresh on what is published. */
  markAbandoned(tx: Transaction, userCareerId: string, status: EnrolmentStatus): Promise<Enrolment | undefined> {
    return this.apply(tx, userCareerId, 'abandon', {
      status,
      startedAt: null,
      stepStartedAt: null,
      contentVersionId: null,
    });
  }

  /** A school's career left: ENROLLED again with its clocks and pinned version cleared, to be taken afresh. */
  markRestarted(tx: Transaction, userCareerId: string, status: EnrolmentStatus): Promise<Enrolment | undefined> {
    return this.apply(tx, userCareerId, 'restart', {
      status,
      startedAt: null,
      stepStartedAt: null,
      contentVersionId: null,
    });
  }

  /**
   * Applies `event` if the machine allows it from the row's status as it is now (the WHERE): the row as
   * changed, or undefined when nothing was.
   */
  private async apply(
    tx: Transaction,
    userCareerId: string,
    event: EnrolmentEvent,
    set: PgUpdateSetSource<typeof userCareers>,
  ): Promise<Enrolment | undefined> {
    const [row] = await tx
      .update(userCareers)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(userCareers.id, userCareerId), allowing(event)))
      .returning(columns);
    return row;
  }
}
