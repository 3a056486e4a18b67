import { Injectable } from '@nestjs/common';
import type { CareerContentResponse } from '@app/contracts';
import type { UserRow } from '@app/identity';
import { EnrolmentService, isActive, leaveEvent, type Enrolment } from '@app/enrolment';
import { abandoned, noContent, notEnrolled } from './assessment.errors.js';
import { AssessmentRepository } from './assessment.repository.js';
import { playerContent, type LoadedContent } from './content-plan.js';
import { ContentVersionsService } from './content-versions.service.js';

/** GET /career/content: the test as the player shows it, with where the student stands in it. */
@Injectable()
export class AssessmentContentService {
  constructor(
    private readonly repository: AssessmentRepository,
    private readonly versions: ContentVersionsService,
    private readonly enrolments: EnrolmentService,
  ) {}

  /**
   * The version an attempt is taken on. The first fetch of an attempt not started pins it to the version
   * published now (404 noContent when there is none), so an edit published later never changes a test under way.
   */
  async attemptContent(enrolment: Enrolment): Promise<LoadedContent> {
    if (enrolment.contentVersionId) return this.versions.load(enrolment.contentVersionId);
    const published = await this.versions.published(enrolment.careerId);
    if (!published) throw noContent();
    // A test handed in before versions existed is not pinned (null): it is shown as published.
    const pinned = (await this.enrolments.pin(enrolment, published)) ?? published;
    return this.versions.load(pinned);
  }

  async content(user: UserRow, userCareerId: string): Promise<CareerContentResponse> {
    const enrolment = await this.enrolments.findOwn(user.id, userCareerId);
    if (!enrolment) throw notEnrolled();
    if (!isActive(enrolment.status)) throw abandoned();
    const content = await this.attemptContent(enrolment);
    // The first fetch of a test not under way starts the first step's clock; a reload never restarts it.
    const stepStartedAt = enrolment.stepStartedAt ?? (await this.enrolments.open(enrolment)) ?? null;
    const answered = await this.repository.answeredIds(enrolment.id);
    return playerContent(
      {
        careerId: enrolment.careerId,
        userMapCareerId: enrolment.id,
        name: enrolment.career.name,
        status: enrolment.status,
        onLeave: leaveEvent(enrolment.source) === 'restart' ? 'retake' : 'buy_again',
      },
      content,
      user.gender,
      answered,
      stepStartedAt,
    );
  }
}
