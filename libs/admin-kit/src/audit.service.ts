import { Injectable } from '@nestjs/common';
import type { AdminAuditLog } from '@app/contracts';
import type { DbExecutor } from '@app/db';
import type { AuditActor } from './audit-actor.decorator.js';
import { AuditRepository, type AuditListQuery, type AuditRow } from './audit.repository.js';

export interface AuditEntry {
  /** What was done: create, edit, delete, publish, upload, ... */
  action: string;
  resource: string;
  resourceId: string | null;
  /** The record before the write (null for a create) and after it (null for a delete). */
  before: object | null;
  after: object | null;
}

/** Bookkeeping that moves on every write and says nothing about what changed. */
const IGNORED = new Set(['version', 'updatedAt', 'updated_at']);

/** Keys whose values differ (compared as JSON, so arrays and nested objects compare by content). */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !IGNORED.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

function pick(record: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
}

/**
 * Appends to the audit log in the caller's transaction, so a write and its record commit or roll back together.
 * An edit keeps only the fields that changed, before and after; a create keeps what was created, a delete what
 * was deleted.
 */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  /**
   * A read of personal data (a profile, an order, a report) is audited like a write, on its own: there is no write
   * to join. `after` says what was read when the record alone does not (an invoice's serial).
   */
  read(actor: AuditActor, resource: string, resourceId: string, after: object | null = null): Promise<void> {
    return this.record(this.repository.pool, actor, { action: 'read', resource, resourceId, before: null, after });
  }

  /** A file of personal data taken away (an export), audited on its own like a read, before it is handed over. */
  exported(actor: AuditActor, resource: string, resourceId: string | null, after: object): Promise<void> {
    return this.record(this.repository.pool, actor, { action: 'export', resource, resourceId, before: null, after });
  }

  async record(executor: DbExecutor, actor: AuditActor, entry: AuditEntry): Promise<void> {
    const before = entry.before as Record<string, unknown> | null;
    const after = entry.after as Record<string, unknown> | null;
    const keys =
      before && after ? changedKeys(before, after) : Object.keys(before ?? after ?? {}).filter((k) => !IGNORED.has(k));
    await this.repository.insert(executor, {
      userId: actor.userId,
      username: actor.username,
      role: actor.role,
      ip: actor.ip,
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId,
      before: before ? pick(before, keys) : null,
      after: after ? pick(after, keys) : null,
    });
  }

  async list(query: AuditListQuery): Promise<{ rows: AdminAuditLog[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { rows: rows.map(toRecord), total };
  }

  async find(id: string): Promise<AdminAuditLog | undefined> {
    const row = await this.repository.find(id);
    return row && toRecord(row);
  }
}

function toRecord(row: AuditRow): AdminAuditLog {
  return {
    id: row.id,
    at: row.at.toISOString(),
    userId: row.userId,
    username: row.username,
    role: row.role,
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
}
