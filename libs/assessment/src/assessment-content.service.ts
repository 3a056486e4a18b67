import { Injectable } from '@nestjs/common';
import type { CareerContentResponse } from '@app/contracts';
import type { UserRow } from '@app/identity';
import type { DbExecutor } from '@app/db';
import { EnrolmentService, isActive, leaveEvent } from '@app/enrolment';
import { abandoned, noContent, notEnrolled } from './assessment.errors.js';
import { AssessmentRepository } from './assessment.repository.js';
import { groupSections, planOf, toPublicSections, type ContentSection } from './content-plan.js';
import { computeProgress, type PlannedStep } from './progress.js';

export interface LoadedContent {
  instructions: NonNullable<Awaited<ReturnType<AssessmentRepository['content']>>>['instructions'];
  subjectsAligned: string[];
  sections: ContentSection[];
  plan: PlannedStep[];
}

/** What decides whether a cached copy of a career's content is still the one in the database. */
export interface ContentVersion {
  status: string;
  version: number;
}

/** How many careers' content the cache keeps (the demo catalogue has 44; a school's exam uses one). */
const CACHE_LIMIT = 500;

/** GET /career/content: the test as the player shows it, with where the student stands in it. */
@Injectable()
export class AssessmentContentService {
  /**
   * Every step a student submits is judged against the career's plan; reading and grouping its sections each
   * time was most of a submit's work on exam day. The copy is keyed by career_contents.version, which triggers
   * move on any change to the content, its sections or its subsections (migration 0009), so a published edit
   * is seen by the next call of any API process.
   */
  private readonly cache = new Map<string, { version: number; content: LoadedContent }>();

  constructor(
    private readonly repository: AssessmentRepository,
    private readonly enrolments: EnrolmentService,
  ) {}

  /**
   * A career's published assessment, or 404 noContent (none yet, or still a draft). `known` is the content's
   * status and version when the caller already read them (the player's writes do, with the enrolment's lock).
   */
  async load(careerId: string, executor?: DbExecutor, known?: ContentVersion | null): Promise<LoadedContent> {
    let row = known === undefined ? await this.repository.content(careerId, executor) : undefined;
    const version = known === undefined ? row : known;
    if (!version || version.status !== 'PUBLISHED') throw noContent();
    const cached = this.cache.get(careerId);
    if (cached && cached.version === version.version) return cached.content;

    row ??= await this.repository.content(careerId, executor);
    if (!row || row.status !== 'PUBLISHED') throw noContent();
    const sections = groupSections(await this.repository.contentRows(careerId, executor));
    const content = {
      instructions: row.instructions,
      subjectsAligned: row.subjectsAligned,
      sections,
      plan: planOf(sections),
    };
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(careerId, { version: row.version, content });
    return content;
  }

  async content(user: UserRow, userCareerId: string): Promise<CareerContentResponse> {
    const enrolment = await this.enrolments.findOwn(user.id, userCareerId);
    if (!enrolment) throw notEnrolled();
    if (!isActive(enrolment.status)) throw abandoned();
    const content = await this.load(enrolment.careerId);
    // The first fetch of a test not under way starts the first step's clock; a reload never restarts it.
    const stepStartedAt = enrolment.stepStartedAt ?? (await this.enrolments.open(enrolment)) ?? null;
    const answered = await this.repository.answeredIds(enrolment.id);
    return {
      careerId: enrolment.careerId,
      userMapCareerId: enrolment.id,
      name: enrolment.career.name,
      instructions: content.instructions,
      subjects_aligned: content.subjectsAligned,
      sections: toPublicSections(content.sections, user.gender),
      status: enrolment.status,
      progress: computeProgress(content.plan, answered, stepStartedAt),
      onLeave: leaveEvent(enrolment.source) === 'restart' ? 'retake' : 'buy_again',
    };
  }
}
