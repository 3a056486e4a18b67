import { Injectable } from '@nestjs/common';
import { asc, sql, type SQL } from 'drizzle-orm';
import {
  ERASED_NAME,
  erasedEmail,
  mailDeliveries,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

const toUser = (email: string): SQL => sql`lower(${mailDeliveries.recipient}) = ${email}`;

/** A PostgreSQL regular expression matching `word` as a whole word, whatever its case. */
const wholeWord = (word: string) => `\\m${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\M`;

/** The mails sent to the user: the mail log keeps who, what subject and when, never the body (issue 14). */
@Injectable()
export class NotificationsPersonalData implements PersonalDataSource {
  readonly name = 'mails';

  async export(db: Database, { email }: DataSubject): Promise<PersonalDataPart> {
    const mails = await db
      .select({
        subject: mailDeliveries.subject,
        status: mailDeliveries.status,
        queuedAt: mailDeliveries.createdAt,
        sentAt: mailDeliveries.sentAt,
      })
      .from(mailDeliveries)
      .where(toUser(email))
      .orderBy(asc(mailDeliveries.createdAt));
    return { json: { mails } };
  }

  /**
   * The log's rows stay (the console counts mails sent), addressed to the anonymous account's address. Subjects
   * name people ("New course purchase: <buyer>"), sales' mails included: the person's names are taken out of every
   * subject. The dev mailbox is not erased: it stands for the recipients' own mailboxes, which are not ours.
   */
  async erase(tx: Transaction, { userId, email, firstName, lastName }: DataSubject): Promise<void> {
    await tx
      .update(mailDeliveries)
      // An SMTP refusal may quote the address.
      .set({ recipient: erasedEmail(userId), lastError: null })
      .where(toUser(email));
    const names = [`${firstName} ${lastName}`.trim(), firstName, lastName].filter((n) => n.trim().length >= 2);
    for (const name of names) {
      const pattern = wholeWord(name.trim());
      await tx
        .update(mailDeliveries)
        .set({ subject: sql`regexp_replace(${mailDeliveries.subject}, ${pattern}, ${ERASED_NAME}, 'gi')` })
        .where(sql`${mailDeliveries.subject} ~* ${pattern}`);
    }
  }
}
