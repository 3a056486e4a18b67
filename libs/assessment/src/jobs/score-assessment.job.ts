import { Injectable, Logger } from '@nestjs/common';
import { scoreAssessment, type SectionAnswers } from '@app/contracts';
import { EnrolmentService, isActive } from '@app/enrolment';
import { JobHandler, type HandlesJob, type JobPayload } from '@app/queue';
import { ScoringRepository } from './scoring.repository.js';

/**
 * Scores a finished assessment: section and overall bands from the rating questions (choices and texts are not
 * scored; a timed-out rating scores 0), the result written once and the career COMPLETED, in one transaction
 * holding the enrolment's lock. A retried or duplicated job finds it COMPLETED and does nothing.
 */
@Injectable()
@JobHandler('CareerCompleted')
export class ScoreAssessmentJob implements HandlesJob<'CareerCompleted'> {
  private readonly logger = new Logger(ScoreAssessmentJob.name);

  constructor(
    private readonly scoring: ScoringRepository,
    private readonly enrolments: EnrolmentService,
  ) {}

  async handle({ userCareerId }: JobPayload<'CareerCompleted'>): Promise<void> {
    await this.scoring.transaction(async (tx) => {
      const enrolment = await this.enrolments.lockById(tx, userCareerId);
      if (!enrolment) return this.logger.warn(`Enrolment ${userCareerId} does not exist; nothing to score`);
      if (enrolment.status === 'COMPLETED') return;
      if (!enrolment.finishedAt || !isActive(enrolment.status)) {
        return this.logger.warn(`Enrolment ${userCareerId} is ${enrolment.status} and not finished; nothing to score`);
      }
      const sections: SectionAnswers[] = [];
      for (const row of await this.scoring.ratings(tx, userCareerId, enrolment.careerId)) {
        let section = sections.at(-1);
        if (section?.sectionId !== row.sectionId)
          sections.push((section = { sectionId: row.sectionId, name: row.sectionName, ratings: [] }));
        section.ratings.push(row.rating);
      }
      // Throws for a test without rating questions: a content error, left in the failed set to be seen.
      const score = scoreAssessment(sections);
      await this.scoring.insertResult(
        tx,
        userCareerId,
        score,
        await this.scoring.subjectsAligned(tx, enrolment.careerId),
      );
      await this.enrolments.complete(tx, enrolment);
    });
  }
}
