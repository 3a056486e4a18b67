import { Injectable } from '@nestjs/common';
import type { DataAccessEntry } from '@app/contracts';
import { PersonalDataService } from './personal-data.service.js';
import { PrivacyRepository } from './privacy.repository.js';

/** The most recent reads listed; older ones stay in the audit log and in the export. */
const LIMIT = 500;

/**
 * Who among staff read a person's data, when, what and in which role (issue 14). Takes any user's id: the caller's
 * own now, a linked parent's child after the family links land.
 */
@Injectable()
export class DataAccessService {
  constructor(
    private readonly repository: PrivacyRepository,
    private readonly personalData: PersonalDataService,
  ) {}

  async of(userId: string): Promise<DataAccessEntry[]> {
    const subject = await this.personalData.subject(this.repository.database, userId);
    if (!subject) return [];
    const rows = await this.repository.staffReads(userId, subject.auditedRecords, LIMIT);
    return rows.map((r) => ({
      at: r.at.toISOString(),
      staffName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.username,
      role: r.role,
      resource: r.resource,
      resourceId: r.resourceId,
      action: r.action,
      detail: r.after ?? null,
    }));
  }
}
