import { Injectable } from '@nestjs/common';
import type { StudentParentLinksResponse } from '@app/contracts';
import { ParentInvitesRepository } from './parent-invites.repository.js';
import { ParentLinksService } from './parent-links.service.js';

/** The student's page of parents: what they linked, what waits for their answer, and whom they invited. */
@Injectable()
export class StudentParentsService {
  constructor(
    private readonly links: ParentLinksService,
    private readonly invites: ParentInvitesRepository,
  ) {}

  async of(childId: string): Promise<StudentParentLinksResponse> {
    const [open, invites] = await Promise.all([
      this.links.openOfChild(childId),
      this.invites.openOfChild(childId, new Date()),
    ]);
    const person = (r: (typeof open)[number]) => ({ firstName: r.firstName, lastName: r.lastName, email: r.email });
    return {
      parents: open
        .filter((r) => r.status === 'ACTIVE')
        .map((r) => ({
          ...person(r),
          linkId: r.linkId,
          userId: r.userId,
          linkedAt: (r.respondedAt ?? r.createdAt).toISOString(),
        })),
      pending: open
        .filter((r) => r.status === 'PENDING')
        .map((r) => ({ ...person(r), linkId: r.linkId, requestedAt: r.createdAt.toISOString() })),
      invites: invites.map((i) => ({ inviteId: i.inviteId, email: i.email, expiresAt: i.expiresAt.toISOString() })),
    };
  }
}
