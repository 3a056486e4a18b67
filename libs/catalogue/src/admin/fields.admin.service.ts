import { Injectable } from '@nestjs/common';
import type { AdminField, AdminFieldWrite } from '@app/contracts';
import { validationException } from '@app/common';
import { inUse, type AuditActor } from '@app/admin-kit';
import type { Transaction } from '@app/db';
import { CatalogueAdminService } from './catalogue-admin.service.js';
import { type FIELD_LIST, FieldsAdminRepository, type AdminFieldRow } from './fields.admin.repository.js';

export const FIELD_ADMIN_MESSAGES = {
  notFound: 'Field not found',
  nameTaken: 'Another field has this name',
  versionRequired: 'version is required',
} as const;

const toAdminField = (row: AdminFieldRow): AdminField => ({ ...row });

/** The careers' fields (Science, Commerce, ...): named, ordered, and deleted only once they have no careers. */
@Injectable()
export class FieldsAdminService extends CatalogueAdminService<AdminFieldRow, AdminField, typeof FIELD_LIST> {
  constructor(private readonly fields: FieldsAdminRepository) {
    super({ resource: 'fields', repository: fields, toRecord: toAdminField, messages: FIELD_ADMIN_MESSAGES });
  }

  create(input: AdminFieldWrite, actor: AuditActor): Promise<AdminField> {
    return this.createAudited(actor, async (tx) => {
      await this.assertNameFree(tx, input.name, undefined);
      return this.fields.insert(tx, { name: input.name, sortOrder: input.sortOrder });
    });
  }

  update(id: string, input: AdminFieldWrite, actor: AuditActor): Promise<AdminField> {
    return this.editAudited(id, input.version, actor, async (tx, current) => {
      if (input.name !== current.name) await this.assertNameFree(tx, input.name, id);
      await this.fields.update(tx, id, { name: input.name, sortOrder: input.sortOrder });
    });
  }

  /** A field with careers is refused (409 IN_USE): its careers would have no field. */
  remove(id: string, actor: AuditActor): Promise<AdminField> {
    return this.deleteAudited(id, actor, (_tx, { careerCount: n }) => {
      if (n > 0)
        throw inUse(
          `This field has ${n} ${n === 1 ? 'career' : 'careers'}; move ${n === 1 ? 'it' : 'them'} to another field first`,
        );
    });
  }

  private async assertNameFree(tx: Transaction, name: string, exceptId: string | undefined): Promise<void> {
    await this.fields.lockName(tx, name);
    if (await this.fields.nameTaken(name, exceptId, tx))
      throw validationException([{ field: 'name', message: FIELD_ADMIN_MESSAGES.nameTaken }]);
  }
}
