import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { DB, devMailbox, mailDeliveries, type Database, type DbExecutor } from '@app/db';

export interface DeliveryRecord {
  key: string;
  messageId: string;
  recipient: string;
  subject: string;
}

export interface DevMessage {
  messageId: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

@Injectable()
export class MailRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findDelivery(key: string) {
    const [row] = await this.db.select().from(mailDeliveries).where(eq(mailDeliveries.key, key)).limit(1);
    return row;
  }

  async recordDelivery(record: DeliveryRecord, tx: DbExecutor = this.db): Promise<void> {
    await tx.insert(mailDeliveries).values(record).onConflictDoNothing();
  }

  async storeDevMessage(tx: DbExecutor, message: DevMessage): Promise<void> {
    await tx.insert(devMailbox).values(message).onConflictDoNothing();
  }

  transaction<T>(fn: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async listDevMessages(recipient: string | undefined, limit: number) {
    const query = this.db
      .select({
        to: devMailbox.recipient,
        subject: devMailbox.subject,
        text: devMailbox.text,
        html: devMailbox.html,
        attachments: devMailbox.attachments,
        sentAt: devMailbox.sentAt,
      })
      .from(devMailbox);
    const filtered = recipient ? query.where(eq(devMailbox.recipient, recipient.toLowerCase())) : query;
    return filtered.orderBy(desc(devMailbox.sentAt)).limit(limit);
  }
}
