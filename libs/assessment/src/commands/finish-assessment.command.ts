import { ConflictException } from '@nestjs/common';
import { Command, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { ASSESSMENT_MESSAGES, ERROR_CODES, type FinishResponse } from '@app/contracts';
import { EnrolmentService, isActive, isFinished } from '@app/enrolment';
import { inTransaction } from '@app/queue';
import { AssessmentStepsService } from '../assessment-steps.service.js';
import { abandoned } from '../assessment.errors.js';
import { AssessmentRepository } from '../assessment.repository.js';
import { CareerCompletedEvent } from '../events/career-completed.event.js';

export class FinishAssessmentCommand extends Command<FinishResponse> {
  constructor(
    readonly userId: string,
    readonly careerId: string,
  ) {
    super();
  }
}

/**
 * The final submit: with every step answered, the test is handed in and CareerCompleted is published in the same
 * transaction (the outbox publisher writes it there), so the scoring job can never be lost. Idempotent: a test
 * already handed in answers the same, and publishes nothing again.
 */
@CommandHandler(FinishAssessmentCommand)
export class FinishAssessmentHandler implements ICommandHandler<FinishAssessmentCommand, FinishResponse> {
  constructor(
    private readonly repository: AssessmentRepository,
    private readonly steps: AssessmentStepsService,
    private readonly enrolments: EnrolmentService,
    private readonly events: EventBus,
  ) {}

  execute({ userId, careerId }: FinishAssessmentCommand): Promise<FinishResponse> {
    return this.repository.transaction(async (tx) => {
      const enrolment = await this.steps.lockEnrolment(tx, userId, careerId);
      if (!isActive(enrolment.status)) throw abandoned();
      const done: FinishResponse = { status: 'finished', message: ASSESSMENT_MESSAGES.finished };
      if (isFinished(enrolment)) return done;
      const { plan } = await this.steps.attemptContent(tx, enrolment);
      const answered = new Set(enrolment.answered);
      const unanswered = plan.filter((s) => !answered.has(s.subsectionId)).length;
      if (unanswered > 0)
        throw new ConflictException({
          message: ASSESSMENT_MESSAGES.unanswered(unanswered),
          code: ERROR_CODES.StepsUnanswered,
        });
      await this.enrolments.finish(tx, enrolment);
      await this.events.publish(new CareerCompletedEvent(enrolment.id), inTransaction(tx));
      return done;
    });
  }
}
