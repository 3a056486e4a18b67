import { Injectable } from '@nestjs/common';
import { AuditService, type AuditActor } from '@app/admin-kit';
import type { AdminConsentRecordsResponse } from '@app/contracts';
import { ConsentRecordsRepository } from './consent-records.repository.js';

/** The console's read of a user's consent records (issue 23). */
@Injectable()
export class ConsentRecordsAdminService {
  constructor(
    private readonly records: ConsentRecordsRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * Audited before it is answered, as a read of the user like their profile (the person's "who looked at your
   * data" lists it): the records name the child, and a parent's stated birthdate and IP address.
   */
  async ofUser(userId: string, actor: AuditActor): Promise<AdminConsentRecordsResponse> {
    await this.audit.read(actor, 'users', userId, { read: 'consent-records' });
    return { records: await this.records.ofUser(userId) };
  }
}
