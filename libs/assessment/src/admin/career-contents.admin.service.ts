import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, versionConflict, type AuditActor, type ListQuery } from '@app/admin-kit';
import {
  adminCareerContentWriteSchema,
  BAND_LABELS,
  BANDS,
  CAREER_CONTENT_MESSAGES,
  ERROR_CODES,
  sectionRemark,
  type AdminCareerContent,
  type AdminCareerContentListItem,
  type AdminCareerContentWrite,
  type AdminContentStepWrite,
  type Band,
  type CAREER_CONTENT_FILTERS,
  type CareerContentResponse,
  type CareerContentSort,
  type SubsectionContent,
  type SubsectionMeta,
} from '@app/contracts';
import { validationException, zodIssues } from '@app/common';
import type { Transaction } from '@app/db';
import { planOf, playerContent } from '../content-plan.js';
import {
  CareerContentsAdminRepository,
  type DraftListRow,
  type DraftRow,
  type DraftTree,
} from './career-contents.admin.repository.js';

/** The preview is nobody's attempt: its `userMapCareerId` is the nil UUID, which no enrolment has. */
export const PREVIEW_ENROLMENT_ID = '00000000-0000-0000-0000-000000000000';

const RESOURCE = 'career-contents';

export type CareerContentListQuery = ListQuery<CareerContentSort, keyof typeof CAREER_CONTENT_FILTERS>;

const noDraft = () => new NotFoundException({ message: CAREER_CONTENT_MESSAGES.noDraft, code: ERROR_CODES.NotFound });

/** The report's standard remarks for a section of this name (what a section without its own shows). */
function standardRemarks(name: string): Record<Band, string> {
  return Object.fromEntries(BANDS.map((band) => [band, sectionRemark(name, band, BAND_LABELS)])) as Record<
    Band,
    string
  >;
}

/** What is stored of a step: only the keys of its type, and for a video the flags of the clips it has. */
function storedStep(step: AdminContentStepWrite): { content: SubsectionContent; meta: SubsectionMeta } {
  if (step.type !== 1) return { content: step.content, meta: {} };
  const { title, duration } = step.content;
  const video = Object.fromEntries(Object.entries(step.content.video).filter(([, url]) => !!url));
  return {
    content: { video, ...(title ? { title } : {}), ...(duration !== undefined ? { duration } : {}) },
    meta: { gender: Object.fromEntries(Object.keys(video).map((key) => [key, true])) },
  };
}

function toListItem(row: DraftListRow): AdminCareerContentListItem {
  return {
    id: row.careerId,
    careerId: row.careerId,
    careerName: row.careerName,
    version: row.version,
    publishedVersion: row.publishedVersion,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    unpublishedChanges: row.changed,
    sectionCount: row.sectionCount,
    stepCount: row.stepCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRecord(row: DraftRow): AdminCareerContent {
  return {
    id: row.careerId,
    careerId: row.careerId,
    careerName: row.careerName,
    instructions: row.tree.instructions,
    subjectsAligned: row.tree.subjectsAligned,
    sections: row.tree.sections.map((section) => ({
      id: section.id,
      name: section.name,
      maximum: section.maximum,
      remarks: section.remarks ?? standardRemarks(section.name),
      subsections: section.subsections.map((step) => ({
        id: step.id,
        type: step.type,
        content: step.content,
        meta: step.meta,
      })),
    })),
    version: row.version,
    publishedVersion: row.publishedVersion,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    unpublishedChanges: row.changed,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The console's assessment editor: a career's draft read and replaced as one tree, guarded by its version;
 * publishing it as a new immutable version; previewing it as the player would show it. Every write runs in one
 * transaction holding the draft's row lock, so writes and publishes of one test run one at a time, appends its
 * audit row in that transaction, and a refused write writes nothing.
 */
@Injectable()
export class CareerContentsAdminService {
  constructor(
    private readonly repository: CareerContentsAdminRepository,
    private readonly audit: AuditService,
  ) {}

  /** The careers that have a draft: `q` searches their names, `published` says whether a version exists. */
  async list(query: CareerContentListQuery): Promise<{ data: AdminCareerContentListItem[]; total: number }> {
    const { q, id, published } = query.filter;
    const { rows, total } = await this.repository.list({
      q: typeof q === 'string' && q ? q : undefined,
      ids: Array.isArray(id) ? id : undefined,
      published: typeof published === 'boolean' ? published : undefined,
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
    return { data: rows.map(toListItem), total };
  }

  async get(careerId: string): Promise<AdminCareerContent> {
    const row = await this.repository.draft(careerId);
    if (!row) throw noDraft();
    return toRecord(row);
  }

  /** A draft for a career that has none (its `careerId`, or the record's `id`). */
  async create(input: AdminCareerContentWrite, actor: AuditActor): Promise<AdminCareerContent> {
    const careerId = (input.careerId ?? input.id)?.toLowerCase();
    if (!careerId) throw validationException([{ field: 'careerId', message: CAREER_CONTENT_MESSAGES.careerRequired }]);
    return this.repository.transaction(async (tx) => {
      if (!(await this.repository.careerName(careerId, tx)))
        throw validationException([{ field: 'careerId', message: CAREER_CONTENT_MESSAGES.unknownCareer }]);
      if (!(await this.repository.insertDraft(tx, careerId, this.tree(input, new Set())))) {
        throw new ConflictException({ message: CAREER_CONTENT_MESSAGES.draftExists, code: ERROR_CODES.Conflict });
      }
      const after = await this.record(tx, careerId);
      await this.audit.record(tx, actor, {
        action: 'create',
        resource: RESOURCE,
        resourceId: careerId,
        before: null,
        after,
      });
      return after;
    });
  }

  /**
   * Replaces the draft whole. The body must carry the version it was read at: an older one is a 409 and
   * nothing is written. Students taking the test are not touched (they are on a published version).
   */
  async replace(careerId: string, input: AdminCareerContentWrite, actor: AuditActor): Promise<AdminCareerContent> {
    const { version } = input;
    if (version === undefined)
      throw validationException([{ field: 'version', message: CAREER_CONTENT_MESSAGES.versionRequired }]);
    return this.repository.transaction(async (tx) => {
      const locked = await this.repository.lock(tx, careerId);
      if (!locked) throw noDraft();
      if (locked.version !== version) throw versionConflict();
      const before = await this.record(tx, careerId);
      const tree = this.tree(input, await this.repository.draftIds(tx, careerId));
      if ((await this.repository.replaceDraft(tx, careerId, version, tree)) === undefined) throw versionConflict();
      const after = await this.record(tx, careerId);
      await this.audit.record(tx, actor, { action: 'edit', resource: RESOURCE, resourceId: careerId, before, after });
      return after;
    });
  }

  /**
   * Publishes the draft as the career's next version, which new attempts take (attempts under way keep theirs).
   * Idempotent: when the latest version already is the draft, nothing is made, and the answer is the same. The
   * draft must pass the editor's rules (a draft the console never wrote may not): a 400 with its field messages.
   */
  publish(careerId: string, actor: AuditActor): Promise<AdminCareerContent> {
    return this.repository.transaction(async (tx) => {
      if (!(await this.repository.lock(tx, careerId))) throw noDraft();
      const draft = await this.record(tx, careerId);
      // A retry or a publish that lost a race: nothing to publish, nothing written.
      if (!draft.unpublishedChanges) return draft;
      const check = adminCareerContentWriteSchema.safeParse(draft);
      if (!check.success) throw validationException(zodIssues(check.error));
      await this.repository.publish(tx, careerId, actor.userId);
      const after = await this.record(tx, careerId);
      const state = ({ publishedVersion, publishedAt }: AdminCareerContent) => ({ publishedVersion, publishedAt });
      await this.audit.record(tx, actor, {
        action: 'publish',
        resource: RESOURCE,
        resourceId: careerId,
        before: state(draft),
        after: state(after),
      });
      return after;
    });
  }

  /**
   * The draft as the student player's GET /career/content would answer it, for a student of `gender`: nothing is
   * answered, no clock runs, and nothing is written.
   */
  async preview(careerId: string, gender: string | null): Promise<CareerContentResponse> {
    const [tree, name] = await Promise.all([this.repository.snapshot(careerId), this.repository.careerName(careerId)]);
    if (!tree || name === undefined) throw noDraft();
    return playerContent(
      { careerId, userMapCareerId: PREVIEW_ENROLMENT_ID, name, status: 'ENROLLED', onLeave: 'buy_again' },
      { ...tree, plan: planOf(tree.sections) },
      gender,
      new Set(),
      null,
    );
  }

  private async record(tx: Transaction, careerId: string): Promise<AdminCareerContent> {
    return toRecord((await this.repository.draft(careerId, tx))!);
  }

  /**
   * The tree to store: ids the draft already has are kept (published versions and answers given name them),
   * any other id (another career's, a clone's) is replaced by a new one. Remarks equal to the standard copy for
   * the section's name are stored as none, so the draft does not differ from what is published for nothing.
   */
  private tree(input: AdminCareerContentWrite, own: ReadonlySet<string>): DraftTree {
    const id = (given: string | undefined) => {
      const key = given?.toLowerCase();
      return key && own.has(key) ? key : randomUUID();
    };
    return {
      instructions: input.instructions,
      subjectsAligned: input.subjectsAligned,
      sections: input.sections.map((section) => {
        const standard = standardRemarks(section.name);
        const remarks = { HIGH: section.remarks.HIGH, MODERATE: section.remarks.MODERATE, LOW: section.remarks.LOW };
        return {
          id: id(section.id),
          name: section.name,
          remarks: BANDS.every((band) => remarks[band] === standard[band]) ? null : remarks,
          subsections: section.subsections.map((step) => ({ id: id(step.id), type: step.type, ...storedStep(step) })),
        };
      }),
    };
  }
}
