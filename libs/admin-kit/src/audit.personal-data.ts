import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  auditLog,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

/**
 * The audit log's rows about the person: on the records the sources name, and (unless `ownDoings` is false) any the
 * person did themselves. Matches nothing when there is nothing to match.
 */
export function auditRowsAbout(
  subject: Pick<DataSubject, 'userId' | 'auditedRecords'>,
  { ownDoings = true }: { ownDoings?: boolean } = {},
): SQL {
  const about = subject.auditedRecords
    .filter((r) => r.ids.length > 0)
    .map((r) =>
      and(
        eq(auditLog.resource, r.resource),
        inArray(auditLog.resourceId, r.ids),
        r.actions ? inArray(auditLog.action, r.actions) : undefined,
      ),
    );
  const conditions = [...(ownDoings ? [eq(auditLog.userId, subject.userId)] : []), ...about];
  return conditions.length ? or(...conditions)! : sql`false`;
}

/** Keeps a JSON object's keys (which fields changed) and drops every value. */
const redacted = (column: typeof auditLog.before | typeof auditLog.after) =>
  sql`CASE WHEN jsonb_typeof(${column}) = 'object'
    THEN coalesce((SELECT jsonb_object_agg(k, 'erased'::text) FROM jsonb_object_keys(${column}) AS k), '{}'::jsonb)
    ELSE ${column} END`;

/** What the console's audit log holds about the person (issue 14). */
@Injectable()
export class AuditPersonalData implements PersonalDataSource {
  readonly name = 'audit';

  async export(db: Database, subject: DataSubject): Promise<PersonalDataPart> {
    const entries = await db
      .select({
        at: auditLog.at,
        staff: auditLog.username,
        role: auditLog.role,
        action: auditLog.action,
        resource: auditLog.resource,
        resourceId: auditLog.resourceId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(auditRowsAbout(subject))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    return { json: { entries } };
  }

  /**
   * The rows stay (what staff did, and when, is the record the log exists for); the personal values in their
   * changed fields go, keeping which fields changed. The log is append-only (migration 0017): its trigger lets an
   * erasure, and only one (the transaction's `privacy.erasure` setting), blank these columns and nothing else.
   * Rows that quote the e-mail or mobile elsewhere (a lead's edit) are blanked too.
   */
  async erase(tx: Transaction, subject: DataSubject): Promise<void> {
    await tx.execute(sql`SELECT set_config('privacy.erasure', 'on', true)`);
    const quoted = [subject.email, subject.phoneNumber]
      .filter((v): v is string => Boolean(v))
      .map(
        (v) =>
          sql`(position(${v} in lower(coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, ''))) > 0)`,
      );
    await tx
      .update(auditLog)
      .set({ before: redacted(auditLog.before), after: redacted(auditLog.after) })
      .where(or(auditRowsAbout(subject), ...quoted));
    // The person's own entries (if they were staff) no longer name them; the id stays, as elsewhere.
    await tx
      .update(auditLog)
      .set({ username: `erased-${subject.userId}`, ip: null })
      .where(eq(auditLog.userId, subject.userId));
    await tx.execute(sql`SELECT set_config('privacy.erasure', 'off', true)`);
  }
}
