import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  consentDecisionSchema,
  consentGrantSchema,
  consentRequestSchema,
  consentRequestViewSchema,
  consentStatusSchema,
  type ConsentDecision,
  type ConsentRequestView,
  type ConsentStatus,
} from '@app/contracts';
import { Auth, ClientIp, CurrentUser, type Principal } from '@app/identity';
import { ChildConsentService } from './child-consent.service.js';
import { ConsentDecisionsService } from './consent-decisions.service.js';
import { ConsentRequestsService } from './consent-requests.service.js';
import { ConsentGrantDto, ConsentRequestDto } from './consent.dto.js';

const tokenParam = ApiParam({ name: 'token', description: "The link's token (from the parent's e-mail)" });
const LINK = {
  404: 'CONSENT_LINK_INVALID: no such link',
  410: 'CONSENT_LINK_INVALID: the link expired (7 days) or was answered already',
};

/** Verifiable parental consent (issue 14): the minor's request, the parent's answer, a withdrawal. */
@ApiTags('consent')
@Controller('consents')
export class ConsentController {
  constructor(
    private readonly requests: ConsentRequestsService,
    private readonly decisions: ConsentDecisionsService,
    private readonly children: ChildConsentService,
  ) {}

  @Get('me')
  @Auth()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Whether the caller's data may be processed, and their requests waiting for a parent" })
  @ApiZodResponse(200, consentStatusSchema)
  status(@CurrentUser() { user }: Principal): Promise<ConsentStatus> {
    return this.requests.status(user);
  }

  @Post('requests')
  @HttpCode(202)
  @Auth('student', 'campus_student')
  @ApiZodBody(consentRequestSchema)
  @ApiOperation({
    summary:
      'A student under 18 asks a parent to consent: the parent is mailed a link to /consent/{token}. The same e-mail again is the same request',
  })
  @ApiZodResponse(202, consentStatusSchema, 'Requested; the answer is the caller’s consent status')
  @ApiErrorResponses({
    400: 'Not a minor, or their own e-mail, or not an e-mail',
    403: 'Too many requests waiting for a parent',
    429: 'Too many requests today',
  })
  request(@CurrentUser() { user }: Principal, @Body() body: ConsentRequestDto): Promise<ConsentStatus> {
    return this.requests.request(user, body.parentEmail);
  }

  @Get(':token')
  @Header('Cache-Control', 'private, no-store')
  @tokenParam
  @ApiOperation({ summary: "What the parent's page shows: the child's first name, the notice's version" })
  @ApiZodResponse(200, consentRequestViewSchema)
  @ApiErrorResponses(LINK)
  view(@Param('token') token: string): Promise<ConsentRequestView> {
    return this.decisions.view(token);
  }

  @Post(':token/grant')
  @HttpCode(200)
  @Auth('parent')
  @tokenParam
  @ApiZodBody(consentGrantSchema)
  @ApiOperation({
    summary:
      'A signed-in parent (confirmed e-mail = the one the link went to; 18 or older by the stated birthdate) consents',
  })
  @ApiZodResponse(200, consentDecisionSchema)
  @ApiErrorResponses({
    ...LINK,
    403: 'CONSENT_NOT_ADULT: under 18 by the stated birthdate, now or at an earlier try for this child (a refusal stays); or an unconfirmed e-mail, or another e-mail than the link’s',
  })
  grant(
    @CurrentUser() { user }: Principal,
    @Param('token') token: string,
    @Body() body: ConsentGrantDto,
    @ClientIp() ip: string,
  ): Promise<ConsentDecision> {
    return this.decisions.grant(token, user, body.birthdate, ip);
  }

  @Post(':token/refuse')
  @HttpCode(200)
  @Auth('parent')
  @tokenParam
  @ApiOperation({ summary: 'A signed-in parent refuses: the request is closed; the child stays limited' })
  @ApiZodResponse(200, consentDecisionSchema)
  @ApiErrorResponses({ ...LINK, 403: 'An unconfirmed e-mail, or another e-mail than the link’s' })
  refuse(@CurrentUser() { user }: Principal, @Param('token') token: string): Promise<ConsentDecision> {
    return this.decisions.refuse(token, user);
  }

  // Three segments: never taken for `:token/grant` (a token is 43 characters without slashes).
  @Post('children/:childId/grant')
  @HttpCode(200)
  @Auth('parent')
  @ApiParam({ name: 'childId', format: 'uuid' })
  @ApiZodBody(consentGrantSchema)
  @ApiOperation({
    summary:
      'A parent linked to the child consents for them directly (the checkout’s consent step): 18 or older by the stated birthdate, a confirmed e-mail. Again for a child whose consent is in place: nothing more is recorded',
  })
  @ApiZodResponse(200, consentDecisionSchema)
  @ApiErrorResponses({
    400: 'The child is not a student who needs a parent’s consent (an adult)',
    403: 'NOT_LINKED_CHILD: not a parent linked to this child; CONSENT_NOT_ADULT: under 18 by the stated birthdate, now or at an earlier try for this child; or an unconfirmed e-mail',
  })
  grantForChild(
    @CurrentUser() { user }: Principal,
    @Param('childId', ParseIdPipe) childId: string,
    @Body() body: ConsentGrantDto,
    @ClientIp() ip: string,
  ): Promise<ConsentDecision> {
    return this.children.grant(user, childId, body.birthdate, ip);
  }

  @Post(':childId/withdraw')
  @HttpCode(200)
  @Auth('parent')
  @ApiParam({ name: 'childId', format: 'uuid' })
  @ApiOperation({ summary: 'A parent who consented withdraws it: a new record; the child is limited again' })
  @ApiZodResponse(200, consentDecisionSchema)
  @ApiErrorResponses({ 403: 'Not a parent who consented for this child, or no consent to withdraw' })
  withdraw(
    @CurrentUser() { user }: Principal,
    @Param('childId', ParseIdPipe) childId: string,
    @ClientIp() ip: string,
  ): Promise<ConsentDecision> {
    return this.decisions.withdraw(childId, user, ip);
  }
}
