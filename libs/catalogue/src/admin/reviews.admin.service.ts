import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdminReview, AdminReviewWrite } from '@app/contracts';
import { validationException } from '@app/common';
import { AuditService, versionConflict, type AuditActor, type ListQuery } from '@app/admin-kit';
import { CatalogueReadModel } from '../catalogue-read-model.js';
import {
  type REVIEW_FILTERS,
  ReviewsAdminRepository,
  type AdminReviewRow,
  type ReviewListFilter,
  type ReviewSort,
} from './reviews.admin.repository.js';

export const REVIEW_ADMIN_MESSAGES = {
  notFound: 'Review not found',
  versionRequired: 'version is required',
} as const;

const RESOURCE = 'reviews';

const toAdminReview = (row: AdminReviewRow): AdminReview => ({ ...row });

/** The certification course's learner reviews: staff add, edit, hide (kept, off the public page) or delete them. */
@Injectable()
export class ReviewsAdminService {
  constructor(
    private readonly reviews: ReviewsAdminRepository,
    private readonly audits: AuditService,
    private readonly readModel: CatalogueReadModel,
  ) {}

  async list(
    query: ListQuery<ReviewSort, keyof typeof REVIEW_FILTERS>,
  ): Promise<{ data: AdminReview[]; total: number }> {
    const f = query.filter;
    const filter: ReviewListFilter = {
      q: f.q as string | undefined,
      hidden: f.hidden as boolean | undefined,
      ids: f.id as string[] | undefined,
    };
    const { rows, total } = await this.reviews.list(filter, query);
    return { data: rows.map(toAdminReview), total };
  }

  async get(id: string): Promise<AdminReview> {
    const row = await this.reviews.findById(id);
    if (!row) throw new NotFoundException(REVIEW_ADMIN_MESSAGES.notFound);
    return toAdminReview(row);
  }

  async create(input: AdminReviewWrite, actor: AuditActor): Promise<AdminReview> {
    const created = await this.reviews.transaction(async (tx) => {
      const id = await this.reviews.insert(tx, this.values(input));
      const record = toAdminReview((await this.reviews.findById(id, tx))!);
      await this.audits.record(tx, actor, {
        action: 'create',
        resource: RESOURCE,
        resourceId: id,
        before: null,
        after: record,
      });
      return record;
    });
    this.readModel.refreshSoon();
    return created;
  }

  async update(id: string, input: AdminReviewWrite, actor: AuditActor): Promise<AdminReview> {
    if (input.version === undefined)
      throw validationException([{ field: 'version', message: REVIEW_ADMIN_MESSAGES.versionRequired }]);
    const updated = await this.reviews.transaction(async (tx) => {
      const current = await this.reviews.lock(tx, id);
      if (!current) throw new NotFoundException(REVIEW_ADMIN_MESSAGES.notFound);
      if (current.version !== input.version) throw versionConflict();
      await this.reviews.update(tx, id, this.values(input));
      const after = toAdminReview((await this.reviews.findById(id, tx))!);
      await this.audits.record(tx, actor, {
        action: 'edit',
        resource: RESOURCE,
        resourceId: id,
        before: toAdminReview(current),
        after: after,
      });
      return after;
    });
    this.readModel.refreshSoon();
    return updated;
  }

  async remove(id: string, actor: AuditActor): Promise<AdminReview> {
    const removed = await this.reviews.transaction(async (tx) => {
      const current = await this.reviews.lock(tx, id);
      if (!current) throw new NotFoundException(REVIEW_ADMIN_MESSAGES.notFound);
      await this.reviews.delete(tx, id);
      const record = toAdminReview(current);
      await this.audits.record(tx, actor, {
        action: 'delete',
        resource: RESOURCE,
        resourceId: id,
        before: record,
        after: null,
      });
      return record;
    });
    this.readModel.refreshSoon();
    return removed;
  }

  private values(input: AdminReviewWrite) {
    return {
      name: input.name,
      text: input.text,
      rating: input.rating,
      hidden: input.hidden,
      sortOrder: input.sortOrder,
    };
  }
}
