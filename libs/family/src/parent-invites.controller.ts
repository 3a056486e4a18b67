import { Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiZodResponse } from '@app/common';
import {
  FAMILY_MESSAGES,
  parentInvitePreviewSchema,
  parentLinkStateSchema,
  type ParentInvitePreview,
  type ParentLinkState,
} from '@app/contracts';
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { ParentInvitesService } from './parent-invites.service.js';

/** The mailed invitation's page (/parent-invite/{token} in the student app) and its acceptance. */
@ApiTags('family')
@Controller('parent-invites')
export class ParentInvitesController {
  constructor(private readonly invites: ParentInvitesService) {}

  @Get(':token')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Who sent the invitation (the child's first name), before the parent signs in" })
  @ApiZodResponse(200, parentInvitePreviewSchema)
  @ApiErrorResponses({ 404: `PARENT_INVITE_INVALID: ${FAMILY_MESSAGES.inviteInvalid}` })
  preview(@Param('token') token: string): Promise<ParentInvitePreview> {
    return this.invites.preview(token);
  }

  @Post(':token/accept')
  @HttpCode(200)
  @Auth('parent')
  @ApiOperation({
    summary: 'The invited parent (signed in with the invited e-mail, confirmed) accepts: the link is ACTIVE at once',
  })
  @ApiZodResponse(200, parentLinkStateSchema)
  @ApiErrorResponses({
    403: `PARENT_INVITE_OTHER_EMAIL: ${FAMILY_MESSAGES.inviteOtherEmail('r•••a@example.in')}`,
    404: `PARENT_INVITE_INVALID: ${FAMILY_MESSAGES.inviteInvalid}`,
    409: `PARENT_LIMIT_REACHED: ${FAMILY_MESSAGES.parentLimit}`,
  })
  accept(@CurrentUser() { user }: Principal, @Param('token') token: string): Promise<ParentLinkState> {
    return this.invites.accept(user, token);
  }
}
