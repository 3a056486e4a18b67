import { Injectable } from '@nestjs/common';
import type { MyCareersResponse } from '@app/contracts';
import { EnrolmentRepository } from './enrolment.repository.js';

@Injectable()
export class EnrolmentService {
  constructor(private readonly enrolments: EnrolmentRepository) {}

  async myCareers(userId: string): Promise<MyCareersResponse> {
    const rows = await this.enrolments.listForUser(userId);
    return rows.map((r) => ({
      _id: { $oid: r.id },
      careerId: { $oid: r.careerId },
      master: { name: r.name, logo: r.logo, logo_bg: r.logoBg },
      status: r.status,
    }));
  }
}
