import { Injectable, Logger } from '@nestjs/common';
import { scoreAssessment, type SectionAnswers } from '@app/contracts';
import { EnrolmentService, isActive } from '@app/enrolment';
import { JobHandler, type HandlesJob, type JobPayload } from '@app/queue';
import { ContentVersionsService } from '../content-versions.service.js';
import { ScoringRepository } from './scoring.repository.js';

/**
 * Scores a finished assessment against the version its attempt was taken on: section and overall bands from the
 * rating questions (choices and texts are not scored; a timed-out rating scores 0), the result written once and
 * the career COMPLETED, in one transaction holding the enrolment's lock. A retried or duplicated job finds it
 * COMPLETED and does nothing.
 */
@Injectable()
@JobHandler('CareerCompleted')
export class ScoreAssessmentJob implements HandlesJob<'CareerCompleted'> {
  private readonly logger = new Logger(ScoreAssessmentJob.name);

  constructor(
    private readonly scoring: ScoringRepository,
    private readonly versions: ContentVersionsService,
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
      // Every attempt handed in since versions exist is pinned; one handed in before is scored on the published one.
      const versionId = enrolment.contentVersionId ?? (await this.versions.published(enrolment.careerId, tx));
      // Thrown, not skipped: a finished test with no published content is left in the failed set to be seen.
      if (!versionId) throw new Error(`Enrolment ${userCareerId} has no published test to be scored on`);
      const content = await this.versions.load(versionId, tx);
      const given = await this.scoring.ratings(tx, userCareerId);
      const sections: SectionAnswers[] = content.sections.map((section) => ({
        sectionId: section.id,
        name: section.name,
        ratings: section.subsections.filter((s) => s.type === 2).map((s) => given.get(s.id) ?? null),
      }));
      // Throws for a test without rating questions: a content error, left in the failed set to be seen.
      const score = scoreAssessment(sections);
      await this.scoring.insertResult(tx, userCareerId, score, content.subjectsAligned);
      await this.enrolments.complete(tx, enrolment);
    });
  }
}
