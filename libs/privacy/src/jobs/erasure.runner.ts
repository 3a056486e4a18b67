import { Injectable, Logger } from '@nestjs/common';
import { MailService } from '@app/notifications';
import { PersonalDataService } from '../personal-data.service.js';
import { PrivacyRepository } from '../privacy.repository.js';
import { erasureDoneMail } from './privacy-mails.js';

/** Erasures done per sweep run at most; the rest wait for the next run. */
const BATCH = 50;

/**
 * Erases the accounts whose grace period is over, each in one transaction of its own: the request is taken (a
 * cancelled one is not), the person read (the address is held in memory only), the confirmation mailed, then every
 * source erases, the mail log's row of that confirmation included, and the request is marked done. A failed mail
 * erases nothing (the next sweep tries again); a failed erasure after the mail rolls back and is tried again by the
 * next sweep, whose mail is a no-op (its key). docs/decisions.md, Data rights.
 */
@Injectable()
export class ErasureRunner {
  private readonly logger = new Logger(ErasureRunner.name);

  constructor(
    private readonly repository: PrivacyRepository,
    private readonly personalData: PersonalDataService,
    private readonly mail: MailService,
  ) {}

  async eraseDue(now = new Date()): Promise<number> {
    let done = 0;
    for (const id of await this.repository.dueErasures(now, BATCH)) if (await this.eraseOne(id, now)) done += 1;
    return done;
  }

  async eraseOne(requestId: string, now = new Date()): Promise<boolean> {
    return this.repository.transaction(async (tx) => {
      const request = await this.repository.lockDueErasure(tx, requestId, now);
      if (!request) return false;
      const subject = await this.personalData.subject(tx, request.userId, true);
      if (subject) {
        await this.mail.send(erasureDoneMail(request.id, subject));
        await this.personalData.erase(tx, subject);
      }
      await this.repository.markErased(tx, request.id);
      this.logger.log(`Erasure ${request.id} done`);
      return true;
    });
  }
}
