import { Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import {
  dataExports,
  erasureRequests,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

/** The data-rights requests themselves (issue 14). */
@Injectable()
export class PrivacyPersonalData implements PersonalDataSource {
  readonly name = 'data-rights';

  async export(db: Database, { userId }: DataSubject): Promise<PersonalDataPart> {
    const [exports, erasures] = await Promise.all([
      db
        .select({
          requestedAt: dataExports.requestedAt,
          status: dataExports.status,
          readyAt: dataExports.readyAt,
          expiresAt: dataExports.expiresAt,
        })
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(asc(dataExports.requestedAt)),
      db
        .select({
          requestedAt: erasureRequests.requestedAt,
          status: erasureRequests.status,
          eraseAt: erasureRequests.eraseAt,
          cancelledAt: erasureRequests.cancelledAt,
        })
        .from(erasureRequests)
        .where(eq(erasureRequests.userId, userId))
        .orderBy(asc(erasureRequests.requestedAt)),
    ]);
    return { json: { exports, erasures } };
  }

  /** Exports hold everything: they go. The erasure requests name no one and stay as the record of the erasure. */
  async erase(tx: Transaction, { userId }: DataSubject): Promise<void> {
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
  }
}
