import { ForbiddenException, Injectable } from '@nestjs/common';
import { ERROR_CODES, FAMILY_MESSAGES, type Role } from '@app/contracts';
import { ParentLinksService } from '@app/family';

interface Account {
  id: string;
  role: Role;
}

/** Whose data a data-rights call is about. */
@Injectable()
export class DataSubjects {
  constructor(private readonly family: ParentLinksService) {}

  /**
   * Whose data a call is about: the caller's own, or with `?childId=` a child linked to the calling parent (issue
   * 14: a parent's erasure request for a linked child is honoured the same way, and a parent sees staff reads of
   * their child's data). Anyone else's id is 403 NOT_LINKED_CHILD.
   */
  async of(user: Account, childId: string | undefined): Promise<Account> {
    if (childId === undefined) return user;
    const linked = user.role === 'parent' && (await this.family.isLinkedParent(user.id, childId));
    if (!linked)
      throw new ForbiddenException({ message: FAMILY_MESSAGES.notYourChild, code: ERROR_CODES.NotLinkedChild });
    // A child is a student (or a campus student): never staff, whom erasure refuses.
    return { id: childId.toLowerCase(), role: 'student' };
  }
}
