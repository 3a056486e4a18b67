import { Injectable } from '@nestjs/common';
import type { AdminReview, AdminReviewWrite } from '@app/contracts';
import type { AuditActor } from '@app/admin-kit';
import { CatalogueAdminService } from './catalogue-admin.service.js';
import {
  type REVIEW_LIST,
  ReviewsAdminRepository,
  type AdminReviewRow,
  type ReviewValues,
} from './reviews.admin.repository.js';

export const REVIEW_ADMIN_MESSAGES = {
  notFound: 'Review not found',
  versionRequired: 'version is required',
} as const;

const toAdminReview = (row: AdminReviewRow): AdminReview => ({ ...row });

/** The certification course's learner reviews: staff add, edit, hide (kept, off the public page) or delete them. */
@Injectable()
export class ReviewsAdminService extends CatalogueAdminService<AdminReviewRow, AdminReview, typeof REVIEW_LIST> {
  constructor(private readonly reviews: ReviewsAdminRepository) {
    super({ resource: 'reviews', repository: reviews, toRecord: toAdminReview, messages: REVIEW_ADMIN_MESSAGES });
  }

  create(input: AdminReviewWrite, actor: AuditActor): Promise<AdminReview> {
    return this.createAudited(actor, (tx) => this.reviews.insert(tx, values(input)));
  }

  update(id: string, input: AdminReviewWrite, actor: AuditActor): Promise<AdminReview> {
    return this.editAudited(id, input.version, actor, (tx) => this.reviews.update(tx, id, values(input)));
  }

  remove(id: string, actor: AuditActor): Promise<AdminReview> {
    return this.deleteAudited(id, actor);
  }
}

function values({ name, text, rating, hidden, sortOrder }: AdminReviewWrite): ReviewValues {
  return { name, text, rating, hidden, sortOrder };
}
