import { adminReviewSchema } from '@app/contracts';
import { AdminController, AdminCrudController } from '@app/admin-kit';
import { AdminReviewWriteDto } from './catalogue-admin.dto.js';
import { REVIEW_ADMIN_MESSAGES, ReviewsAdminService } from './reviews.admin.service.js';
import { REVIEW_LIST, REVIEW_SORTS } from './reviews.admin.repository.js';

/** The certification course's learner reviews: hidden ones stay here and leave the public page. */
@AdminController('reviews')
export class ReviewsAdminController extends AdminCrudController({
  record: adminReviewSchema,
  body: AdminReviewWriteDto,
  spec: REVIEW_LIST,
  notFound: REVIEW_ADMIN_MESSAGES.notFound,
  list: `Reviews (filter: q, hidden, id; sort: ${REVIEW_SORTS.join(', ')})`,
  show: 'One review',
  create: { summary: 'Add a review', answer: 'The review added' },
  update: {
    summary: 'Edit, hide or show a review, with the version it was read at',
    answer: 'The review as it now is',
  },
  remove: { summary: 'Delete a review', answer: 'The review deleted' },
}) {
  constructor(reviews: ReviewsAdminService) {
    super(reviews);
  }
}
