import { Controller, Get, Query, Redirect, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorResponses, ApiRedirectResponse } from '@app/common';
import { GoogleStartQueryDto } from './identity.dto.js';
import { GoogleSignInService, STATE_TTL_SEC } from './services/google-sign-in.service.js';
import { SessionCookies } from './session-cookies.js';

@ApiTags('auth')
@Controller('auth/google')
export class GoogleController {
  constructor(
    private readonly google: GoogleSignInService,
    private readonly cookies: SessionCookies,
  ) {}

  @Get()
  @Redirect()
  @ApiOperation({
    summary: 'Start Google sign-in (sets a 10-minute binding cookie); redirect is the path to return to afterwards',
  })
  @ApiRedirectResponse(302, "To Google's sign-in page")
  @ApiErrorResponses({ 404: 'Google sign-in is not configured' })
  async start(
    @Query() query: GoogleStartQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string; statusCode: number }> {
    const { url, binding } = await this.google.authorizationUrl(query.redirect);
    this.cookies.setOAuthBinding(reply, binding, STATE_TTL_SEC);
    return { url, statusCode: 302 };
  }

  @Get('callback')
  @Redirect()
  @ApiOperation({
    summary:
      'Google returns here; sets the refresh cookie and redirects to /auth/oauth/google/success#redirect=.. (400 OAUTH_STATE_MISMATCH for a state this browser did not start)',
  })
  @ApiQuery({ name: 'state', required: false, description: 'The state this browser started with' })
  @ApiQuery({ name: 'code', required: false, description: "Google's authorisation code" })
  @ApiQuery({ name: 'error', required: false, description: 'Set by Google when the user cancelled' })
  @ApiRedirectResponse(
    302,
    "To the student app's /auth/oauth/google/success (with #error=.. when sign-in was cancelled)",
  )
  @ApiErrorResponses({
    400: 'OAUTH_STATE_MISMATCH, or Google sign-in could not be completed',
    404: 'Google sign-in is not configured',
  })
  async callback(
    @Query() query: Record<string, string | undefined>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string; statusCode: number }> {
    const binding = this.cookies.oauthBinding(request);
    this.cookies.clearOAuthBinding(reply);
    const { url, session } = await this.google.finish(query, binding);
    if (session) this.cookies.setSession(reply, session.refreshToken);
    return { url, statusCode: 302 };
  }
}
