import { Injectable } from '@nestjs/common';
import type { SQL } from 'drizzle-orm';
import type { MyCareersResponse } from '@app/contracts';
import type { DbExecutor, Transaction } from '@app/db';
import {
  EnrolmentStateError,
  hasStarted,
  leaveEvent,
  nextStatus,
  type EnrolmentEvent,
  type EnrolmentStatus,
} from './enrolment-state.js';
import { EnrolmentRepository, type Enrolment, type EnrolmentWithCareer } from './enrolment.repository.js';

/**
 * The careers a user may take, and every change to them: the only writer of `user_careers`. Writes take the
 * caller's transaction and open none of their own, so a use case (finalising a paid order, starting a
 * classroom, a step of a test) stays one transaction whoever runs it. Moves follow enrolment-state's machine:
 * a move it does not allow is an EnrolmentStateError, and nothing is written.
 */
@Injectable()
export class EnrolmentService {
  constructor(private readonly enrolments: EnrolmentRepository) {}

  // --- Reads: what the user has ---

  /** GET /platform/mycareers: the user's careers, oldest enrolment first; left tests are not listed. */
  async myCareers(userId: string): Promise<MyCareersResponse> {
    const rows = await this.enrolments.listActive(userId);
    return rows.map((r) => ({
      _id: { $oid: r.id },
      careerId: { $oid: r.careerId },
      master: { name: r.career.name, logo: r.career.logo, logo_bg: r.career.logoBg },
      status: r.status,
    }));
  }

  /** The user's enrolments but the left ones, oldest first, with their careers. */
  activeEnrolments(userId: string): Promise<EnrolmentWithCareer[]> {
    return this.enrolments.listActive(userId);
  }

  /** Of `careerIds`, those the user has (a left test is not had: it may be bought again), oldest first. */
  activeCareerIds(userId: string, careerIds: string[], executor?: DbExecutor): Promise<string[]> {
    return this.enrolments.activeCareerIds(userId, careerIds, executor);
  }

  /** Of `careerIds`, those the user has through a paid order other than `orderId` (a second charge for them). */
  boughtThroughOtherOrders(tx: Transaction, userId: string, orderId: string, careerIds: string[]): Promise<string[]> {
    return this.enrolments.boughtThroughOtherOrders(tx, userId, orderId, careerIds);
  }

  /**
   * The enrolments the buyer's order made (the console's order page): any status, a left test included. A career bought
   * again after it was left names its latest order.
   */
  ofOrder(userId: string, orderId: string): Promise<EnrolmentWithCareer[]> {
    return this.enrolments.ofOrder(userId, orderId);
  }

  /** The user's enrolment by its id, in any status (the player tells a left test apart from none). */
  findOwn(userId: string, userCareerId: string): Promise<EnrolmentWithCareer | undefined> {
    return this.enrolments.findOwn(userId, userCareerId);
  }

  /** The user's enrolment in the career; undefined when there is none, or it was left. */
  findActiveIn(userId: string, careerId: string): Promise<EnrolmentWithCareer | undefined> {
    return this.enrolments.findActiveIn(userId, careerId);
  }

  /**
   * The user's enrolment in the career (any status), locked until the transaction ends: the moves of one test
   * then run one after another, each judging the row as the previous one left it.
   */
  lockIn(tx: Transaction, userId: string, careerId: string): Promise<Enrolment | undefined> {
    return this.enrolments.lockIn(tx, userId, careerId);
  }

  lockById(tx: Transaction, userCareerId: string): Promise<Enrolment | undefined> {
    return this.enrolments.lockById(tx, userCareerId);
  }

  // --- Writes ---

  /** The careers of a paid order: new ones ENROLLED, left ones enrolled afresh, others kept as they are. */
  enrolForOrder(tx: Transaction, userId: string, orderId: string, careerIds: string[]): Promise<void> {
    return this.enrolments.insertForOrder(tx, userId, orderId, careerIds);
  }

  /**
   * Careers the order bought are refunded: the order's enrolments in them are locked, those whose test has not
   * started are taken back (deleted: My Careers no longer shows them, and they can be bought again), and those
   * that started stay. Answers both lists; a caller that refuses the started ones rolls `tx` back.
   */
  async refundCareers(
    tx: Transaction,
    order: { userId: string; id: string },
    careerIds: string[],
  ): Promise<{ started: string[]; taken: string[] }> {
    const rows = await this.enrolments.lockOfOrder(tx, order.userId, order.id, careerIds);
    const unstarted = rows.filter((r) => !hasStarted(r));
    await this.enrolments.delete(
      tx,
      unstarted.map((r) => r.id),
    );
    return { started: rows.filter(hasStarted).map((r) => r.careerId), taken: unstarted.map((r) => r.careerId) };
  }

  /** The careers a classroom gives: new ones ENROLLED, any the user has or left kept as it is. Answers how many were new. */
  enrolForClassroom(tx: Transaction, userId: string, careerIds: string[]): Promise<number> {
    return this.enrolments.insertForClassroom(tx, userId, careerIds);
  }

  /**
   * The test's first fetch starts its first step's clock, once (a reload never restarts it): answers when the
   * step became due, or undefined when the clock was not started here (already running, or the test is over).
   */
  open(enrolment: Pick<Enrolment, 'id'>, executor?: DbExecutor): Promise<Date | undefined> {
    return this.enrolments.startClock(enrolment.id, executor);
  }

  /**
   * The attempt starts on this published version of its test (its first content fetch, or a first step sent
   * without one): judged, scored and reported against it from now on. Once only: answers the version the attempt
   * is pinned to, which is an earlier caller's when one won the race; null for an attempt that cannot start (it
   * was handed in or left).
   */
  pin(enrolment: Pick<Enrolment, 'id'>, versionId: string, executor?: DbExecutor): Promise<string | null> {
    return this.enrolments.pinContent(enrolment.id, versionId, executor);
  }

  /**
   * A step accepted: IN_PROGRESS, started if it was not, and the next step's clock starts now. `enrolment` is
   * the row as locked in `tx`. Answers when the next step became due. `alongside`: the caller's own write to run
   * in the same statement (see EnrolmentRepository.markAnswered); on a refused move `tx` must roll back.
   */
  async answer(tx: Transaction, enrolment: Enrolment, alongside?: SQL): Promise<Date> {
    const status = nextStatus('answer', enrolment);
    const stepStartedAt = await this.enrolments.markAnswered(tx, enrolment.id, status, alongside);
    if (!stepStartedAt) throw refused('answer', enrolment);
    return stepStartedAt;
  }

  /** The test handed in (every step answered); the scoring job then completes it. */
  async finish(tx: Transaction, enrolment: Enrolment): Promise<void> {
    nextStatus('finish', enrolment);
    if (!(await this.enrolments.markFinished(tx, enrolment.id))) throw refused('finish', enrolment);
  }

  /** The handed-in test scored: COMPLETED. */
  async complete(tx: Transaction, enrolment: Enrolment): Promise<void> {
    const status = nextStatus('complete', enrolment);
    if (!(await this.enrolments.markCompleted(tx, enrolment.id, status))) throw refused('complete', enrolment);
  }

  /** A bought test left: ABANDONED, its clocks and version cleared (buying it again starts afresh). */
  async abandon(tx: Transaction, enrolment: Enrolment): Promise<void> {
    const status = nextStatus('abandon', enrolment);
    if (!(await this.enrolments.markAbandoned(tx, enrolment.id, status))) throw refused('abandon', enrolment);
  }

  /** A school's test left: ENROLLED again, its clocks and version cleared, to be taken afresh. */
  async restart(tx: Transaction, enrolment: Enrolment): Promise<void> {
    const status = nextStatus('restart', enrolment);
    if (!(await this.enrolments.markRestarted(tx, enrolment.id, status))) throw refused('restart', enrolment);
  }

  /**
   * The student left the test: the move its source calls for (enrolment-state's leaveEvent). Answers the status
   * it leads to: ABANDONED (bought: buy it again) or ENROLLED (a classroom's: take it again).
   */
  async leave(tx: Transaction, enrolment: Enrolment): Promise<EnrolmentStatus> {
    const event = leaveEvent(enrolment.source);
    await (event === 'restart' ? this.restart(tx, enrolment) : this.abandon(tx, enrolment));
    return nextStatus(event, enrolment);
  }
}

/**
 * The move was checked against the row the caller locked; the UPDATE checks it again against the row as it is,
 * so a caller that did not hold the lock cannot slip an impossible move through.
 */
function refused(event: EnrolmentEvent, before: Enrolment): EnrolmentStateError {
  return new EnrolmentStateError(event, before.status, before.finishedAt !== null);
}
