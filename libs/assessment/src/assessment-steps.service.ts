import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  ASSESSMENT_MESSAGES,
  ERROR_CODES,
  type AbandonResponse,
  type StepSubmission,
  type StepSubmissionResponse,
} from '@app/contracts';
import type { Transaction } from '@app/db';
import { canMove, EnrolmentService, isActive, isFinished } from '@app/enrolment';
import { abandoned, completed, noContent, notEnrolled } from './assessment.errors.js';
import { AssessmentRepository, type LockedEnrolment, type NewStep } from './assessment.repository.js';
import type { LoadedContent } from './content-plan.js';
import { ContentVersionsService } from './content-versions.service.js';
import { computeProgress, nextDueIndex, stepDeadline, stepEarliest } from './progress.js';

/**
 * The player's writes: a step and the abandon (the finish is a command: FinishAssessmentHandler). The server is
 * the judge: each runs in one transaction holding the enrolment's row lock, checks everything before it writes, and
 * a refusal writes nothing.
 */
@Injectable()
export class AssessmentStepsService {
  constructor(
    private readonly repository: AssessmentRepository,
    private readonly versions: ContentVersionsService,
    private readonly enrolments: EnrolmentService,
  ) {}

  /**
   * The enrolment, locked (so the writes of one test run one after another), with what the writes judge it by;
   * 404 when the caller is not enrolled in the career.
   */
  async lockEnrolment(tx: Transaction, userId: string, careerId: string): Promise<LockedEnrolment> {
    const enrolment = await this.enrolments.lockIn(tx, userId, careerId);
    if (!enrolment) throw notEnrolled();
    return { ...enrolment, ...(await this.repository.afterLock(tx, enrolment)) };
  }

  /**
   * The version a locked attempt is judged against: the one it is pinned to, or (a first step sent without a
   * content fetch) the one published now, which it is pinned to in `tx`: with the caller's write, or not at all
   * when the caller refuses and rolls back.
   */
  async attemptContent(tx: Transaction, enrolment: LockedEnrolment): Promise<LoadedContent> {
    if (enrolment.contentVersionId) return this.versions.load(enrolment.contentVersionId, tx);
    if (!enrolment.publishedVersionId) throw noContent();
    const content = await this.versions.load(enrolment.publishedVersionId, tx);
    // The enrolment's lock is held: nobody else can pin it meanwhile.
    enrolment.contentVersionId = await this.enrolments.pin(enrolment, content.versionId, tx);
    return content;
  }

  /** A finished or scored test takes no more steps, nor does one that was left: each with its own refusal. */
  private refuseEnded(enrolment: LockedEnrolment): void {
    if (canMove('answer', enrolment)) return;
    throw isActive(enrolment.status) ? completed() : abandoned();
  }

  submit(userId: string, careerId: string, body: StepSubmission): Promise<StepSubmissionResponse> {
    return this.repository.transaction(async (tx) => {
      const enrolment = await this.lockEnrolment(tx, userId, careerId);
      this.refuseEnded(enrolment);
      const { plan } = await this.attemptContent(tx, enrolment);
      const index = plan.findIndex((s) => s.subsectionId === body.subSectionId.toLowerCase());
      const step = plan[index];
      if (!step || step.sectionId !== body.sectionId.toLowerCase()) {
        throw new BadRequestException({ message: ASSESSMENT_MESSAGES.unknownStep, code: ERROR_CODES.StepUnknown });
      }

      const answered = new Set(enrolment.answered);
      // A retry of an accepted step (a lost answer, a double click): the first answer stands.
      if (answered.has(step.subsectionId))
        return { status: 'duplicate', progress: computeProgress(plan, answered, enrolment.stepStartedAt) };
      if (step.type !== body.type)
        throw new BadRequestException({ message: ASSESSMENT_MESSAGES.wrongType, code: ERROR_CODES.StepWrongType });
      if (index !== nextDueIndex(plan, answered))
        throw new ConflictException({ message: ASSESSMENT_MESSAGES.outOfOrder, code: ERROR_CODES.StepOutOfOrder });

      const row: NewStep = {
        userCareerId: enrolment.id,
        subsectionId: step.subsectionId,
        type: step.type,
        rating: null,
        choice: null,
        answer: null,
        timedOut: false,
      };
      if (body.type === 2) row.rating = body.rating;
      if (body.type === 3) {
        if (body.choice !== null && (step.options === null || body.choice >= step.options)) {
          throw new BadRequestException({ message: ASSESSMENT_MESSAGES.badChoice, code: ERROR_CODES.StepBadChoice });
        }
        row.choice = body.choice;
      }
      if (body.type === 4) row.answer = body.answer.trim() || null;
      // Nothing given (the timer ran out): recorded as timed out, and taken even after the deadline, which is
      // how a player that was closed or reloaded moves past an expired question; but not before the timer could
      // have run out, or a test could be clicked through in seconds.
      row.timedOut = body.type !== 1 && row.rating === null && row.choice === null && row.answer === null;
      const now = enrolment.now.getTime();
      const deadline = stepDeadline(plan, index, enrolment.stepStartedAt);
      if (!row.timedOut && deadline && now > deadline.getTime())
        throw new ConflictException({ message: ASSESSMENT_MESSAGES.late, code: ERROR_CODES.StepLate });
      const earliest = stepEarliest(plan, index, enrolment.stepStartedAt, row.timedOut);
      if (earliest && now < earliest.getTime()) {
        const message = step.type === 1 ? ASSESSMENT_MESSAGES.videoTooEarly : ASSESSMENT_MESSAGES.timerRunning;
        throw new ConflictException({ message, code: ERROR_CODES.StepTooEarly });
      }

      const stepStartedAt = await this.enrolments.answer(tx, enrolment, this.repository.stepInsert(row, answered.size));
      answered.add(step.subsectionId);
      return { status: 'accepted', progress: computeProgress(plan, answered, stepStartedAt) };
    });
  }

  /**
   * The back-navigation warning confirmed: the steps go, and the career is ABANDONED (bought: buy it again to
   * retake) or ENROLLED afresh (a classroom's: take it again), as enrolment-state's leaveEvent says.
   */
  abandon(userId: string, careerId: string): Promise<AbandonResponse> {
    return this.repository.transaction(async (tx) => {
      const enrolment = await this.lockEnrolment(tx, userId, careerId);
      if (isFinished(enrolment)) throw completed();
      // Leaving a test already left changes nothing.
      if (!isActive(enrolment.status)) return { status: 'abandoned', message: ASSESSMENT_MESSAGES.abandoned };
      await this.repository.deleteSteps(tx, enrolment.id);
      const status = await this.enrolments.leave(tx, enrolment);
      return status === 'ABANDONED'
        ? { status: 'abandoned', message: ASSESSMENT_MESSAGES.abandoned }
        : { status: 'restarted', message: ASSESSMENT_MESSAGES.restarted };
    });
  }
}
