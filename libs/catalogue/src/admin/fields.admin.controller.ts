import { adminFieldSchema } from '@app/contracts';
import { AdminController, AdminCrudController } from '@app/admin-kit';
import { AdminFieldWriteDto } from './catalogue-admin.dto.js';
import { FIELD_ADMIN_MESSAGES, FieldsAdminService } from './fields.admin.service.js';
import { FIELD_LIST, FIELD_SORTS } from './fields.admin.repository.js';

/** The careers' fields (Science, Commerce, ...). */
@AdminController('fields')
export class FieldsAdminController extends AdminCrudController({
  record: adminFieldSchema,
  body: AdminFieldWriteDto,
  spec: FIELD_LIST,
  notFound: FIELD_ADMIN_MESSAGES.notFound,
  list: `Fields (filter: q, id; sort: ${FIELD_SORTS.join(', ')})`,
  show: 'One field',
  create: { summary: 'Create a field', answer: 'The field created' },
  update: { summary: 'Rename or reorder a field, with the version it was read at', answer: 'The field as it now is' },
  remove: {
    summary: 'Delete a field without careers (else 409 IN_USE)',
    answer: 'The field deleted',
    inUse: 'IN_USE: the field has careers',
  },
}) {
  constructor(fields: FieldsAdminService) {
    super(fields);
  }
}
