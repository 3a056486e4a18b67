import { Body, Controller, Get, Headers, HttpCode, NotFoundException, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  parentSignupSchema,
  signupSchemaFor,
  signupUserTypeSchema,
  studentSignupSchema,
  type AuthProvidersResponse,
  type AuthUser,
  type LoginResponse,
  type MessageResponse,
  type Signup,
  type SignupResponse,
} from '@app/contracts';
import { parseOrThrow } from '@app/common';
import { TokenService } from './crypto/token.service.js';
import { Auth, CurrentUser } from './guards/auth.decorators.js';
import { tokenFrom } from './guards/auth.guard.js';
import { ClientIp } from './guards/client-ip.decorator.js';
import type { Principal } from './guards/principal.js';
import {
  ConfirmSignupDto,
  LoginDto,
  LogoutDto,
  ProfileUpdateDto,
  RefreshDto,
  ResetPasswordDto,
  UserIdQueryDto,
  UsernameDto,
} from './identity.dto.js';
import { MESSAGES } from './identity.messages.js';
import { UsersRepository } from './repositories/users.repository.js';
import { GoogleSignInService } from './services/google-sign-in.service.js';
import { PasswordResetService } from './services/password-reset.service.js';
import { ProfileService } from './services/profile.service.js';
import { SessionService } from './services/session.service.js';
import { SignupService } from './services/signup.service.js';

const signupBody = { oneOf: [studentSignupSchema, parentSignupSchema].map((s) => z.toJSONSchema(s, { io: 'input' })) } as object;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signups: SignupService,
    private readonly sessions: SessionService,
    private readonly resets: PasswordResetService,
    private readonly profiles: ProfileService,
    private readonly google: GoogleSignInService,
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
  ) {}

  @Get('providers')
  @ApiOperation({ summary: 'Which federated sign-ins are configured (the app hides the Google button otherwise)' })
  providers(): AuthProvidersResponse {
    return { google: this.google.enabled };
  }

  @Post('signup')
  @ApiOperation({ summary: 'Sign up a student or a parent; a confirmation code is e-mailed' })
  @ApiBody({ schema: signupBody })
  signup(@Body() body: unknown, @ClientIp() ip: string): Promise<SignupResponse> {
    const raw = (body ?? {}) as { userType?: unknown };
    // The rules depend on the user type (a student gives more fields), as the demo form's depend on its query.
    const userType = parseOrThrow(z.object({ userType: signupUserTypeSchema }), { userType: raw.userType }).userType;
    const input = { ...parseOrThrow(signupSchemaFor(userType), raw), userType } as Signup;
    return this.signups.signup(input, ip);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the e-mail with the 6-digit code' })
  confirm(@Body() body: ConfirmSignupDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.signups.confirm(body.username, body.code, ip);
  }

  @Post('resend-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a new confirmation code (at most one every 30 s)' })
  resend(@Body() body: UsernameDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.signups.resend(body.username, ip);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in; 403 with code UserNotConfirmedException while the e-mail is unconfirmed' })
  login(@Body() body: LoginDto, @ClientIp() ip: string): Promise<LoginResponse> {
    return this.sessions.login(body.username, body.password, ip);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trade a refresh token (single use) for a new token pair' })
  refresh(@Body() body: RefreshDto): Promise<LoginResponse> {
    return this.sessions.refresh(body.refreshToken);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session of the access token (or of the refresh token in the body)' })
  async logout(@Headers() headers: Record<string, string>, @Body() body: LogoutDto): Promise<MessageResponse> {
    const token = tokenFrom(headers);
    const claims = token ? await this.tokens.verifyAccessToken(token) : undefined;
    await this.sessions.logout(claims?.sessionId, body.refreshToken);
    return { message: MESSAGES.loggedOut };
  }

  @Get('me')
  @Auth()
  @ApiOperation({ summary: 'The signed-in Auth user' })
  me(@CurrentUser() principal: Principal): Promise<AuthUser> {
    return this.sessions.authUser(principal.user);
  }

  @Get('user')
  @Auth()
  @ApiOperation({ summary: 'The Auth user of userId: your own, or anyone for admins' })
  async user(@Query() query: UserIdQueryDto): Promise<AuthUser> {
    const user = await this.users.findById(query.userId);
    if (!user) throw new NotFoundException('User not found');
    return this.sessions.authUser(user);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a password reset code' })
  forgot(@Body() body: UsernameDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.resets.forgot(body.username, ip);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the e-mailed code; ends every session' })
  reset(@Body() body: ResetPasswordDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.resets.reset(body.username, body.code, body.password, ip);
  }

  @Post('user/update')
  @HttpCode(200)
  @Auth()
  @ApiOperation({ summary: "The profile dialog: update the signed-in user's attributes" })
  update(@CurrentUser() principal: Principal, @Body() body: ProfileUpdateDto): Promise<AuthUser> {
    return this.profiles.update(principal.user, body.user);
  }
}
