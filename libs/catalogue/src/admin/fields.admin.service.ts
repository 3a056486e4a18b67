import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdminField, AdminFieldWrite } from '@app/contracts';
import { validationException } from '@app/common';
import { AuditService, inUse, versionConflict, type AuditActor, type ListQuery } from '@app/admin-kit';
import type { Transaction } from '@app/db';
import { CatalogueReadModel } from '../catalogue-read-model.js';
import {
  type FIELD_FILTERS,
  FieldsAdminRepository,
  type AdminFieldRow,
  type FieldListFilter,
  type FieldSort,
} from './fields.admin.repository.js';

export const FIELD_ADMIN_MESSAGES = {
  notFound: 'Field not found',
  nameTaken: 'Another field has this name',
  versionRequired: 'version is required',
} as const;

const RESOURCE = 'fields';

const toAdminField = (row: AdminFieldRow): AdminField => ({ ...row });

/** The careers' fields (Science, Commerce, ...): named, ordered, and deleted only once they have no careers. */
@Injectable()
export class FieldsAdminService {
  constructor(
    private readonly fields: FieldsAdminRepository,
    private readonly audits: AuditService,
    private readonly readModel: CatalogueReadModel,
  ) {}

  async list(query: ListQuery<FieldSort, keyof typeof FIELD_FILTERS>): Promise<{ data: AdminField[]; total: number }> {
    const filter: FieldListFilter = {
      q: query.filter.q as string | undefined,
      ids: query.filter.id as string[] | undefined,
    };
    const { rows, total } = await this.fields.list(filter, query);
    return { data: rows.map(toAdminField), total };
  }

  async get(id: string): Promise<AdminField> {
    const row = await this.fields.findById(id);
    if (!row) throw new NotFoundException(FIELD_ADMIN_MESSAGES.notFound);
    return toAdminField(row);
  }

  async create(input: AdminFieldWrite, actor: AuditActor): Promise<AdminField> {
    const created = await this.fields.transaction(async (tx) => {
      await this.assertNameFree(tx, input.name, undefined);
      const id = await this.fields.insert(tx, { name: input.name, sortOrder: input.sortOrder });
      const record = toAdminField((await this.fields.findById(id, tx))!);
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

  async update(id: string, input: AdminFieldWrite, actor: AuditActor): Promise<AdminField> {
    if (input.version === undefined)
      throw validationException([{ field: 'version', message: FIELD_ADMIN_MESSAGES.versionRequired }]);
    const updated = await this.fields.transaction(async (tx) => {
      const current = await this.fields.lock(tx, id, 'edit');
      if (!current) throw new NotFoundException(FIELD_ADMIN_MESSAGES.notFound);
      if (current.version !== input.version) throw versionConflict();
      if (input.name !== current.name) await this.assertNameFree(tx, input.name, id);
      await this.fields.update(tx, id, { name: input.name, sortOrder: input.sortOrder });
      const after = toAdminField((await this.fields.findById(id, tx))!);
      await this.audits.record(tx, actor, {
        action: 'edit',
        resource: RESOURCE,
        resourceId: id,
        before: toAdminField(current),
        after: after,
      });
      return after;
    });
    this.readModel.refreshSoon();
    return updated;
  }

  /** A field with careers is refused (409 IN_USE): its careers would have no field. */
  async remove(id: string, actor: AuditActor): Promise<AdminField> {
    const removed = await this.fields.transaction(async (tx) => {
      const current = await this.fields.lock(tx, id, 'delete');
      if (!current) throw new NotFoundException(FIELD_ADMIN_MESSAGES.notFound);
      if (current.careerCount > 0)
        throw inUse(
          `This field has ${current.careerCount} ${current.careerCount === 1 ? 'career' : 'careers'}; move ${current.careerCount === 1 ? 'it' : 'them'} to another field first`,
        );
      await this.fields.delete(tx, id);
      const record = toAdminField(current);
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

  private async assertNameFree(tx: Transaction, name: string, exceptId: string | undefined): Promise<void> {
    await this.fields.lockName(tx, name);
    if (await this.fields.nameTaken(name, exceptId, tx))
      throw validationException([{ field: 'name', message: FIELD_ADMIN_MESSAGES.nameTaken }]);
  }
}
