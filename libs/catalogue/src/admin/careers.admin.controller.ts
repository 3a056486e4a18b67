import { adminCareerSchema } from '@app/contracts';
import { AdminController, AdminCrudController } from '@app/admin-kit';
import { AdminCareerWriteDto } from './catalogue-admin.dto.js';
import { CAREER_ADMIN_MESSAGES, CareersAdminService } from './careers.admin.service.js';
import { CAREER_LIST, CAREER_SORTS } from './careers.admin.repository.js';

/** The console's careers: every public property, draft or published (content editors and admins write). */
@AdminController('careers')
export class CareersAdminController extends AdminCrudController({
  record: adminCareerSchema,
  body: AdminCareerWriteDto,
  spec: CAREER_LIST,
  notFound: CAREER_ADMIN_MESSAGES.notFound,
  list: `Careers (filter: q, fieldId, published, id; sort: ${CAREER_SORTS.join(', ')})`,
  show: 'One career',
  create: {
    summary: 'Create a career (a record as GET answers it, less its id, is a valid body: Clone)',
    answer: 'The career created',
  },
  update: {
    summary: 'Edit a career: the whole record, with the version it was read at',
    answer: 'The career as it now is',
  },
  remove: {
    summary: 'Delete a career nobody has used (else 409 IN_USE: unpublish it instead)',
    answer: 'The career deleted',
    inUse: 'IN_USE: enrolled students, classrooms, carts or orders have it; unpublish it instead',
  },
}) {
  constructor(careers: CareersAdminService) {
    super(careers);
  }
}
