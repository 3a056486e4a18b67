import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '@app/db';
import { Outbox } from '@app/queue';
import { TokenService } from '../crypto/token.service.js';
import { OneTimePasswordMailsRepository } from '../repositories/one-time-password-mails.repository.js';
import { realEmail } from '../roster-student.js';

export interface IssuedOneTimePassword {
  userId: string;
  email: string;
  password: string;
}

/**
 * Queues the mail of one-time passwords just issued (a roster import, a reset by the school), in the caller's
 * transaction: the password is kept encrypted (the verification codes' key and pattern) in a row whose id is all
 * the job carries, and one outbox event per row. A student without an e-mail (the placeholder) gets no mail.
 */
@Injectable()
export class OneTimePasswordMailService {
  constructor(
    private readonly mails: OneTimePasswordMailsRepository,
    private readonly outbox: Outbox,
    private readonly tokens: TokenService,
  ) {}

  /** `replacing`: these students had a password before (a reset), whose mail may still be waiting. */
  async queue(tx: DbExecutor, issued: IssuedOneTimePassword[], replacing: boolean): Promise<void> {
    const mailed = issued.filter((i) => realEmail(i.email) !== null);
    // A password not mailed yet is replaced by this one: its mail must not go out any more.
    if (replacing)
      await this.mails.supersede(
        tx,
        issued.map((i) => i.userId),
      );
    if (mailed.length === 0) return;
    const ids = await this.mails.insertMany(
      tx,
      mailed.map((i) => ({
        userId: i.userId,
        email: i.email.toLowerCase(),
        passwordCiphertext: this.tokens.encryptCode(i.password),
      })),
    );
    await this.outbox.appendMany(
      tx,
      'OneTimePasswordIssued',
      ids.map((mailId) => ({ mailId })),
    );
  }
}
