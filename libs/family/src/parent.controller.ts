import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  FAMILY_MESSAGES,
  parentChildrenResponseSchema,
  parentLinkRequestSchema,
  parentLinksResponseSchema,
  parentLinkStateSchema,
  type ParentChildrenResponse,
  type ParentLinksResponse,
  type ParentLinkState,
} from '@app/contracts';
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { ParentLinkRequestDto } from './family.dto.js';
import { ParentLinksService } from './parent-links.service.js';

/** The parent's side of parent and child links (issue 14). */
@ApiTags('family')
@Controller('parent')
@Auth('parent')
export class ParentController {
  constructor(private readonly links: ParentLinksService) {}

  @Get('children')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The parent's linked children: [{ userId, firstName, lastName, username, class, ... }]" })
  @ApiZodResponse(200, parentChildrenResponseSchema)
  children(@CurrentUser() { user }: Principal): Promise<ParentChildrenResponse> {
    return this.links.childrenOf(user.id);
  }

  @Get('links')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Linked children and the link requests the children have not answered yet' })
  @ApiZodResponse(200, parentLinksResponseSchema)
  linksOf(@CurrentUser() { user }: Principal): Promise<ParentLinksResponse> {
    return this.links.linksOfParent(user.id);
  }

  @Post('links')
  @ApiOperation({
    summary:
      'Ask a student (by username or e-mail) to accept the link: 201 PENDING; a repeat answers the open link (200)',
  })
  @ApiZodBody(parentLinkRequestSchema)
  @ApiZodResponse(201, parentLinkStateSchema)
  @ApiErrorResponses({
    404: `CHILD_NOT_FOUND: ${FAMILY_MESSAGES.childNotFound}`,
    409: `PARENT_LIMIT_REACHED: ${FAMILY_MESSAGES.parentLimit}`,
  })
  async request(
    @CurrentUser() { user }: Principal,
    @Body() body: ParentLinkRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ParentLinkState> {
    const { created, link } = await this.links.request(user.id, body.child);
    reply.status(created ? 201 : 200);
    return link;
  }

  @Delete('links/:linkId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unlink a child, or withdraw a request (a repeat changes nothing)' })
  @ApiZodResponse(200, parentLinkStateSchema)
  @ApiErrorResponses({ 404: 'PARENT_LINK_NOT_FOUND' })
  unlink(@CurrentUser() { user }: Principal, @Param('linkId', ParseIdPipe) linkId: string): Promise<ParentLinkState> {
    return this.links.unlink(user.id, linkId);
  }
}
