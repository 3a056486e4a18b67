import { Controller, Get, Query, Redirect } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GoogleStartQueryDto } from './identity.dto.js';
import { GoogleSignInService } from './services/google-sign-in.service.js';

@ApiTags('auth')
@Controller('auth/google')
export class GoogleController {
  constructor(private readonly google: GoogleSignInService) {}

  @Get()
  @Redirect()
  @ApiOperation({ summary: 'Start Google sign-in; redirect is the path to return to afterwards' })
  async start(@Query() query: GoogleStartQueryDto): Promise<{ url: string; statusCode: number }> {
    return { url: await this.google.authorizationUrl(query.redirect), statusCode: 302 };
  }

  @Get('callback')
  @Redirect()
  @ApiOperation({
    summary: 'Google returns here; redirects to /auth/oauth/google/success#idToken=..&refreshToken=..&redirect=..',
  })
  async callback(@Query() query: Record<string, string | undefined>): Promise<{ url: string; statusCode: number }> {
    return { url: await this.google.finish(query), statusCode: 302 };
  }
}
