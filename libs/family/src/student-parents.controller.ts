import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  FAMILY_MESSAGES,
  parentInviteCreatedSchema,
  parentInviteRequestSchema,
  parentInviteStateSchema,
  parentLinkStateSchema,
  studentParentLinksResponseSchema,
  type ParentInviteCreated,
  type ParentInviteState,
  type ParentLinkState,
  type StudentParentLinksResponse,
} from '@app/contracts';
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { ParentInviteRequestDto } from './family.dto.js';
import { ParentInvitesService } from './parent-invites.service.js';
import { ParentLinksService } from './parent-links.service.js';
import { StudentParentsService } from './student-parents.service.js';

/** The student's side: parents' requests to accept or decline, linked parents, invitations by e-mail. */
@ApiTags('family')
@Controller('student')
@Auth('student', 'campus_student')
export class StudentParentsController {
  constructor(
    private readonly links: ParentLinksService,
    private readonly invites: ParentInvitesService,
    private readonly studentParents: StudentParentsService,
  ) {}

  @Get('parent-links')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Linked parents, parents' requests waiting for an answer, and open invitations" })
  @ApiZodResponse(200, studentParentLinksResponseSchema)
  list(@CurrentUser() { user }: Principal): Promise<StudentParentLinksResponse> {
    return this.studentParents.of(user.id);
  }

  @Post('parent-links/:linkId/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Accept a parent's request: ACTIVE (a repeat changes nothing)" })
  @ApiZodResponse(200, parentLinkStateSchema)
  @ApiErrorResponses({
    404: 'PARENT_LINK_NOT_FOUND',
    409: `PARENT_LIMIT_REACHED: ${FAMILY_MESSAGES.parentLimit}, or PARENT_LINK_CLOSED: ${FAMILY_MESSAGES.linkClosed}`,
  })
  accept(@CurrentUser() { user }: Principal, @Param('linkId', ParseIdPipe) linkId: string): Promise<ParentLinkState> {
    return this.links.accept(user.id, linkId);
  }

  @Post('parent-links/:linkId/decline')
  @HttpCode(200)
  @ApiOperation({ summary: "Decline a parent's request (a repeat changes nothing)" })
  @ApiZodResponse(200, parentLinkStateSchema)
  @ApiErrorResponses({ 404: 'PARENT_LINK_NOT_FOUND' })
  decline(@CurrentUser() { user }: Principal, @Param('linkId', ParseIdPipe) linkId: string): Promise<ParentLinkState> {
    return this.links.decline(user.id, linkId);
  }

  @Delete('parent-links/:linkId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unlink a parent (a repeat changes nothing)' })
  @ApiZodResponse(200, parentLinkStateSchema)
  @ApiErrorResponses({ 404: 'PARENT_LINK_NOT_FOUND' })
  unlink(@CurrentUser() { user }: Principal, @Param('linkId', ParseIdPipe) linkId: string): Promise<ParentLinkState> {
    return this.links.unlink(user.id, linkId);
  }

  @Post('parent-invites')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Invite a parent by e-mail: the mail links to the invitation page (a repeat to an open one mails nothing)',
  })
  @ApiZodBody(parentInviteRequestSchema)
  @ApiZodResponse(202, parentInviteCreatedSchema)
  @ApiErrorResponses({
    400: `PARENT_INVITE_OWN_EMAIL: ${FAMILY_MESSAGES.ownEmail}`,
    409: `PARENT_LIMIT_REACHED, or PARENT_INVITE_LIMIT: ${FAMILY_MESSAGES.tooManyInvites}`,
  })
  invite(@CurrentUser() { user }: Principal, @Body() body: ParentInviteRequestDto): Promise<ParentInviteCreated> {
    return this.invites.invite(user, body.email);
  }

  @Delete('parent-invites/:inviteId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw an invitation (a repeat changes nothing)' })
  @ApiZodResponse(200, parentInviteStateSchema)
  @ApiErrorResponses({ 404: 'PARENT_LINK_NOT_FOUND' })
  cancel(
    @CurrentUser() { user }: Principal,
    @Param('inviteId', ParseIdPipe) inviteId: string,
  ): Promise<ParentInviteState> {
    return this.invites.cancel(user.id, inviteId);
  }
}
