import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ASSESSMENT_MESSAGES, type CareerContentResponse } from '@app/contracts';
import type { UserRow } from '@app/identity';
import type { DbExecutor } from '@app/db';
import { AssessmentRepository } from './assessment.repository.js';
import { groupSections, planOf, toPublicSections, type ContentSection } from './content-plan.js';
import { computeProgress, type PlannedStep } from './progress.js';

export interface LoadedContent {
  instructions: NonNullable<Awaited<ReturnType<AssessmentRepository['content']>>>['instructions'];
  subjectsAligned: string[];
  sections: ContentSection[];
  plan: PlannedStep[];
}

/** GET /career/content: the test as the player shows it, with where the student stands in it. */
@Injectable()
export class AssessmentContentService {
  constructor(private readonly repository: AssessmentRepository) {}

  /** A career's published assessment, or 404 noContent (none yet, or still a draft). */
  async load(careerId: string, executor?: DbExecutor): Promise<LoadedContent> {
    const content = await this.repository.content(careerId, executor);
    if (!content || content.status !== 'PUBLISHED') throw new NotFoundException(ASSESSMENT_MESSAGES.noContent);
    const sections = groupSections(await this.repository.contentRows(careerId, executor));
    return { instructions: content.instructions, subjectsAligned: content.subjectsAligned, sections, plan: planOf(sections) };
  }

  async content(user: UserRow, userCareerId: string): Promise<CareerContentResponse> {
    const enrolment = await this.repository.findOwnEnrolment(user.id, userCareerId);
    if (!enrolment) throw new NotFoundException(ASSESSMENT_MESSAGES.notEnrolled);
    if (enrolment.status === 'ABANDONED') throw new ConflictException(ASSESSMENT_MESSAGES.abandoned);
    const content = await this.load(enrolment.careerId);
    // The first fetch of a test not under way starts the first step's clock; a reload never restarts it.
    const stepStartedAt = enrolment.stepStartedAt ?? (await this.repository.startClockIfUnset(enrolment.id)) ?? null;
    const answered = await this.repository.answeredIds(enrolment.id);
    return {
      careerId: enrolment.careerId,
      userMapCareerId: enrolment.id,
      name: enrolment.careerName,
      instructions: content.instructions,
      subjects_aligned: content.subjectsAligned,
      sections: toPublicSections(content.sections, user.gender),
      status: enrolment.status,
      progress: computeProgress(content.plan, answered, stepStartedAt),
    };
  }
}
