import { Injectable } from '@nestjs/common';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  consentRecords,
  consentRequests,
  erasedEmail,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

const requestsOf = ({ userId, email }: DataSubject) =>
  or(
    eq(consentRequests.childId, userId),
    eq(consentRequests.decidedBy, userId),
    sql`lower(${consentRequests.parentEmail}) = ${email}`,
  )!;
const recordsOf = (userId: string) => or(eq(consentRecords.childId, userId), eq(consentRecords.parentId, userId))!;

/** A person's consent requests and records (issue 14), as child or as parent, for their export and erasure. */
@Injectable()
export class ConsentPersonalData implements PersonalDataSource {
  readonly name = 'consents';

  async export(db: Database, subject: DataSubject): Promise<PersonalDataPart> {
    const [requests, records] = await Promise.all([
      db
        .select({
          id: consentRequests.id,
          childId: consentRequests.childId,
          parentEmail: consentRequests.parentEmail,
          status: consentRequests.status,
          expiresAt: consentRequests.expiresAt,
          decidedAt: consentRequests.decidedAt,
          createdAt: consentRequests.createdAt,
        })
        .from(consentRequests)
        .where(requestsOf(subject)),
      db.select().from(consentRecords).where(recordsOf(subject.userId)),
    ]);
    return { json: { requests, records } };
  }

  /**
   * Requests lose the parent's e-mail they were sent to, and pending ones are cancelled (their links stop working).
   * The consent records stay as they are: they are the proof of verifiable parental consent the DPDP Rules ask us
   * to keep, append-only at the database, and they hold ids, a stated birthdate and an IP, never a name, e-mail or
   * phone (docs/decisions.md).
   */
  async erase(tx: Transaction, subject: DataSubject): Promise<void> {
    await tx
      .update(consentRequests)
      .set({ status: 'cancelled', tokenCiphertext: null })
      .where(and(requestsOf(subject), eq(consentRequests.status, 'pending')));
    await tx
      .update(consentRequests)
      .set({ parentEmail: erasedEmail(subject.userId) })
      .where(requestsOf(subject));
  }
}
