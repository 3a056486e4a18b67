import { Inject, NotFoundException } from '@nestjs/common';
import { validationException } from '@app/common';
import type { DbExecutor, Transaction } from '@app/db';
import { versionConflict } from './admin-errors.js';
import type { AuditActor } from './audit-actor.decorator.js';
import { AuditService } from './audit.service.js';
import { repositoryFilter, type ListPage, type ListQuery, type ListSpec, type RepositoryFilter } from './list-query.js';

/** How a write locks its row: an edit may let rows that refer to it be written meanwhile, a delete may not. */
export type LockMode = 'edit' | 'delete';

/** A list spec's sort keys. */
type SortOf<Spec extends ListSpec> = Spec['sortable'][number];

/** What a console resource's repository (which keeps the SQL) offers the kit's service; `Spec` is its list's. */
export interface AdminResourceRepository<Row, Spec extends ListSpec> {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  list(
    filter: RepositoryFilter<Spec['filters']>,
    page: ListPage<SortOf<Spec>>,
  ): Promise<{ rows: Row[]; total: number }>;
  findById(id: string, executor?: DbExecutor): Promise<Row | undefined>;
  /** The row, locked until `tx` ends; undefined when there is none. */
  lock(tx: Transaction, id: string, mode: LockMode): Promise<Row | undefined>;
  /** Only for a resource that may be deleted. */
  delete?(tx: Transaction, id: string): Promise<void>;
}

export interface AdminResourceOptions<Row, Rec, Spec extends ListSpec> {
  /** The audit log's name of the resource. */
  resource: string;
  repository: AdminResourceRepository<Row, Spec>;
  toRecord: (row: Row) => Rec;
  messages: { notFound: string; versionRequired: string };
}

/**
 * The part every versioned console resource repeats: list and read, and writes that run in one transaction with
 * their audit row. An edit carries the `version` it read: none is a 400, an older one a 409, and nothing is
 * written. A missing record is a 404 with the resource's message. A subclass says only what differs: the checks
 * and the values of its writes.
 */
export abstract class AdminResourceService<Row extends { version: number }, Rec, Spec extends ListSpec> {
  /** The kit's own provider, injected here so that no subclass has to hand it on through super(). */
  @Inject(AuditService) private readonly audits!: AuditService;

  protected constructor(private readonly resource: AdminResourceOptions<Row, Rec, Spec>) {}

  /** Runs once a write has committed, never for one refused or rolled back. */
  protected afterCommit(): void {}

  async list(query: ListQuery<SortOf<Spec>, keyof Spec['filters'] & string>): Promise<{ data: Rec[]; total: number }> {
    const filter = repositoryFilter<Spec['filters']>(query.filter);
    const { rows, total } = await this.resource.repository.list(filter, query);
    return { data: rows.map(this.resource.toRecord), total };
  }

  async get(id: string): Promise<Rec> {
    const row = await this.resource.repository.findById(id);
    if (!row) throw this.notFound();
    return this.resource.toRecord(row);
  }

  /** `insert` checks what it must and writes the row, answering its id. */
  protected createAudited(actor: AuditActor, insert: (tx: Transaction) => Promise<string>): Promise<Rec> {
    return this.committed(async (tx) => {
      const id = await insert(tx);
      const after = await this.reread(id, tx);
      await this.audit(tx, actor, 'create', id, null, after);
      return after;
    });
  }

  /** `write` checks what it must against the locked row, whose version is the one read, and updates it. */
  protected editAudited(
    id: string,
    version: number | undefined,
    actor: AuditActor,
    write: (tx: Transaction, current: Row) => Promise<void>,
  ): Promise<Rec> {
    if (version === undefined)
      throw validationException([{ field: 'version', message: this.resource.messages.versionRequired }]);
    return this.committed(async (tx) => {
      const current = await this.locked(tx, id, 'edit');
      if (current.version !== version) throw versionConflict();
      await write(tx, current);
      const after = await this.reread(id, tx);
      await this.audit(tx, actor, 'edit', id, this.resource.toRecord(current), after);
      return after;
    });
  }

  /** `check` refuses (409 IN_USE) what others still use; the record as it was is the answer. */
  protected deleteAudited(
    id: string,
    actor: AuditActor,
    check?: (tx: Transaction, current: Row) => Promise<void> | void,
  ): Promise<Rec> {
    const { repository } = this.resource;
    const remove = repository.delete?.bind(repository);
    if (!remove) throw new Error(`${this.resource.resource} cannot be deleted`);
    return this.committed(async (tx) => {
      const current = await this.locked(tx, id, 'delete');
      await check?.(tx, current);
      await remove(tx, id);
      const before = this.resource.toRecord(current);
      await this.audit(tx, actor, 'delete', id, before, null);
      return before;
    });
  }

  private notFound(): NotFoundException {
    return new NotFoundException(this.resource.messages.notFound);
  }

  private async locked(tx: Transaction, id: string, mode: LockMode): Promise<Row> {
    const row = await this.resource.repository.lock(tx, id, mode);
    if (!row) throw this.notFound();
    return row;
  }

  /** The record as the write left it, read in its transaction. */
  private async reread(id: string, tx: Transaction): Promise<Rec> {
    return this.resource.toRecord((await this.resource.repository.findById(id, tx))!);
  }

  private audit(tx: Transaction, actor: AuditActor, action: string, id: string, before: Rec | null, after: Rec | null) {
    return this.audits.record(tx, actor, {
      action,
      resource: this.resource.resource,
      resourceId: id,
      before: before as object | null,
      after: after as object | null,
    });
  }

  /** The write and its audit row commit together; what runs after commit runs only then. */
  private async committed(write: (tx: Transaction) => Promise<Rec>): Promise<Rec> {
    const record = await this.resource.repository.transaction(write);
    this.afterCommit();
    return record;
  }
}
