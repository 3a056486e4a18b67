import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { ERROR_CODES, FAMILY_MESSAGES } from '@app/contracts';

/** The family refusals, each with its stable code (libs/contracts error-codes). */
export const familyErrors = {
  childNotFound: () =>
    new NotFoundException({ message: FAMILY_MESSAGES.childNotFound, code: ERROR_CODES.ChildNotFound }),
  parentLimit: () =>
    new ConflictException({ message: FAMILY_MESSAGES.parentLimit, code: ERROR_CODES.ParentLimitReached }),
  linkNotFound: () =>
    new NotFoundException({ message: FAMILY_MESSAGES.linkNotFound, code: ERROR_CODES.ParentLinkNotFound }),
  linkClosed: () => new ConflictException({ message: FAMILY_MESSAGES.linkClosed, code: ERROR_CODES.ParentLinkClosed }),
  inviteInvalid: () =>
    new NotFoundException({ message: FAMILY_MESSAGES.inviteInvalid, code: ERROR_CODES.ParentInviteInvalid }),
  inviteOtherEmail: (sentTo: string) =>
    new ForbiddenException({
      message: FAMILY_MESSAGES.inviteOtherEmail(sentTo),
      code: ERROR_CODES.ParentInviteOtherEmail,
    }),
  notAParent: () =>
    new ForbiddenException({ message: FAMILY_MESSAGES.notAParent, code: ERROR_CODES.ParentRoleRequired }),
};
