import { Body, Controller, Get, Headers, HttpCode, NotFoundException, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authProvidersResponseSchema,
  authUserSchema,
  confirmSignupResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  profileUpdateSchemaFor,
  signupBodySchema,
  signupResponseSchema,
  signupSchemaFor,
  signupUserTypeSchema,
  type AuthProvidersResponse,
  type AuthUser,
  type ConfirmSignupResponse,
  type LoginResponse,
  type MessageResponse,
  type ProfileUpdateResponse,
  type Signup,
  type SignupResponse,
} from '@app/contracts';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, parseOrThrow } from '@app/common';
import { TokenService } from './crypto/token.service.js';
import { AllowPendingPasswordChange, Auth, CurrentUser } from './guards/auth.decorators.js';
import { tokenFrom } from './guards/auth.guard.js';
import { ClientIp } from './guards/client-ip.decorator.js';
import type { Principal } from './guards/principal.js';
import {
  ChangePasswordDto,
  ConfirmEmailDto,
  ConfirmSignupDto,
  LoginDto,
  ResetPasswordDto,
  SetPasswordDto,
  UserIdQueryDto,
  UsernameDto,
} from './identity.dto.js';
import { MESSAGES } from './identity.messages.js';
import { UsersRepository } from './repositories/users.repository.js';
import { GoogleSignInService } from './services/google-sign-in.service.js';
import { PasswordChangeService } from './services/password-change.service.js';
import { PasswordResetService } from './services/password-reset.service.js';
import { ProfileService } from './services/profile.service.js';
import { SessionService } from './services/session.service.js';
import { SignupService } from './services/signup.service.js';
import { SessionCookies } from './session-cookies.js';

// Wrong codes and passwords are counted per username and network (docs/decisions.md, Rate limits).
const CODE_ERRORS = {
  400: 'A wrong, expired or already used code',
  429: 'Too many wrong codes: wait the seconds in Retry-After',
};

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signups: SignupService,
    private readonly sessions: SessionService,
    private readonly resets: PasswordResetService,
    private readonly changes: PasswordChangeService,
    private readonly profiles: ProfileService,
    private readonly google: GoogleSignInService,
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly cookies: SessionCookies,
  ) {}

  @Get('providers')
  @ApiOperation({ summary: 'Which federated sign-ins are configured (the app hides the Google button otherwise)' })
  @ApiZodResponse(200, authProvidersResponseSchema)
  providers(): AuthProvidersResponse {
    return { google: this.google.enabled };
  }

  @Post('signup')
  @ApiOperation({ summary: 'Sign up a student or a parent; a confirmation code is e-mailed' })
  @ApiZodBody(signupBodySchema)
  @ApiZodResponse(201, signupResponseSchema, 'Signed up; a confirmation code is e-mailed')
  @ApiErrorResponses({ 409: 'Username or e-mail taken', 429: 'Too many sign-ups from this network' })
  signup(@Body() body: unknown, @ClientIp() ip: string): Promise<SignupResponse> {
    const raw = (body ?? {}) as { userType?: unknown };
    // The rules depend on the user type (a student gives more fields), as the demo form's depend on its query.
    const userType = parseOrThrow(z.object({ userType: signupUserTypeSchema }), { userType: raw.userType }).userType;
    const input = { ...parseOrThrow(signupSchemaFor(userType), raw), userType } as Signup;
    return this.signups.signup(input, ip);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the e-mail with the 6-digit code; that signs the account in, as a login does' })
  @ApiZodResponse(
    200,
    confirmSignupResponseSchema,
    'Confirmed and signed in; the refresh token is set in the HttpOnly disha_refresh cookie',
  )
  @ApiErrorResponses({
    ...CODE_ERRORS,
    400: `${CODE_ERRORS[400]}, or an account confirmed already (no session then)`,
    403: 'The account is disabled (it is confirmed, but gets no session)',
  })
  async confirm(
    @Body() body: ConfirmSignupDto,
    @ClientIp() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConfirmSignupResponse> {
    const { refreshToken, ...session } = await this.signups.confirm(body.username, body.code, ip);
    this.cookies.setSession(reply, refreshToken);
    return session;
  }

  @Post('resend-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a new confirmation code (at most one every 30 s, ten a day)' })
  @ApiZodResponse(
    200,
    messageResponseSchema,
    'One answer for every username: unknown, confirmed or waiting (30 s, daily cap) ones are sent nothing',
  )
  @ApiErrorResponses({ 429: 'Too many requests from this network' })
  resend(@Body() body: UsernameDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.signups.resend(body.username, ip);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in; 403 with code UserNotConfirmedException while the e-mail is unconfirmed' })
  @ApiZodResponse(
    200,
    loginResponseSchema,
    'Signed in; the refresh token is set in the HttpOnly disha_refresh cookie, the device cookie in disha_device',
  )
  @ApiErrorResponses({
    401: 'Incorrect username or password',
    403: 'UserNotConfirmedException: the e-mail is not confirmed yet',
    429: 'Too many wrong passwords from this network (not for a browser with its device cookie): see Retry-After',
  })
  async login(
    @Body() body: LoginDto,
    @ClientIp() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const { refreshToken, deviceCookie, ...session } = await this.sessions.login(
      body.username,
      body.password,
      ip,
      this.cookies.device(request),
    );
    this.cookies.setSession(reply, refreshToken);
    this.cookies.setDevice(reply, deviceCookie);
    return session;
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Trade the refresh cookie for a new access token (and a new cookie); 401 SESSION_EXPIRED or SESSION_REUSED',
  })
  @ApiZodResponse(200, loginResponseSchema, 'A new access token; the cookie is replaced')
  @ApiErrorResponses({ 401: 'SESSION_EXPIRED (no, an expired or an ended session) or SESSION_REUSED' })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    try {
      const { refreshToken, ...session } = await this.sessions.refresh(this.cookies.refreshToken(request));
      this.cookies.setSession(reply, refreshToken);
      return session;
    } catch (error) {
      // A refused cookie is of no more use: the browser forgets it (and the app's signed-in flag).
      this.cookies.clearSession(reply);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session of the access token (or of the refresh cookie) and clear the cookie' })
  @ApiZodResponse(200, messageResponseSchema)
  @ApiErrorResponses({ 401: 'Neither a valid access token nor a refresh cookie' })
  async logout(
    @Headers() headers: Record<string, string>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const token = tokenFrom(headers);
    const claims = token ? await this.tokens.verifyAccessToken(token) : undefined;
    this.cookies.clearSession(reply);
    await this.sessions.logout(claims?.sessionId, this.cookies.refreshToken(request));
    return { message: MESSAGES.loggedOut };
  }

  @Get('me')
  @Auth()
  @AllowPendingPasswordChange()
  @ApiOperation({ summary: 'The signed-in Auth user' })
  @ApiZodResponse(200, authUserSchema)
  me(@CurrentUser() principal: Principal): Promise<AuthUser> {
    return this.sessions.authUser(principal.user);
  }

  @Get('user')
  @Auth()
  @ApiOperation({ summary: 'The Auth user of userId: your own, or anyone for admins' })
  @ApiZodResponse(200, authUserSchema)
  @ApiErrorResponses({ 404: 'User not found' })
  async user(@Query() query: UserIdQueryDto): Promise<AuthUser> {
    const user = await this.users.findById(query.userId);
    if (!user) throw new NotFoundException('User not found');
    return this.sessions.authUser(user);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a password reset code' })
  @ApiZodResponse(
    200,
    messageResponseSchema,
    'One answer for every username: unknown or waiting (30 s, daily cap) ones are sent nothing',
  )
  @ApiErrorResponses({ 429: 'Too many requests from this network' })
  forgot(@Body() body: UsernameDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.resets.forgot(body.username, ip);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the e-mailed code; ends every session' })
  @ApiZodResponse(200, messageResponseSchema)
  @ApiErrorResponses(CODE_ERRORS)
  reset(@Body() body: ResetPasswordDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.resets.reset(body.username, body.code, body.password, ip);
  }

  @Post('set-password')
  @HttpCode(200)
  @ApiOperation({
    summary: "A staff invitation's link: set the first password (the token is the link's, from its #token=)",
  })
  @ApiZodResponse(200, messageResponseSchema)
  @ApiErrorResponses({
    400: 'PASSWORD_LINK_INVALID: the link is wrong, used, replaced or expired; or the password breaks the rule',
    429: 'Too many wrong links: wait the seconds in Retry-After',
  })
  setPassword(@Body() body: SetPasswordDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.resets.setPassword(body.token, body.password, ip);
  }

  @Post('change-password')
  @HttpCode(200)
  @Auth()
  @AllowPendingPasswordChange()
  @ApiOperation({
    summary: 'A new password with the current one (a one-time password is replaced this way); other sessions end',
  })
  @ApiZodResponse(200, messageResponseSchema)
  @ApiErrorResponses({
    400: 'VALIDATION_FAILED: the current password is wrong, or the new one breaks the rule',
    429: 'Too many wrong passwords: wait the seconds in Retry-After',
  })
  changePassword(
    @CurrentUser() principal: Principal,
    @Body() body: ChangePasswordDto,
    @ClientIp() ip: string,
  ): Promise<MessageResponse> {
    return this.changes.change(principal, body.currentPassword, body.newPassword, ip);
  }

  @Post('user/update')
  @HttpCode(200)
  @Auth()
  @ApiOperation({ summary: "The profile dialog: update the signed-in user's attributes" })
  @ApiZodResponse(200, profileUpdateResponseSchema)
  @ApiErrorResponses({
    409: 'The e-mail is taken',
    429: 'A code was sent to the new address less than 30 s ago, or the daily cap',
  })
  @ApiZodBody(profileUpdateSchema)
  update(@CurrentUser() principal: Principal, @Body() body: unknown): Promise<ProfileUpdateResponse> {
    // The rules depend on who asks: a parent's sign-up took no gender, so a parent's profile does not need one.
    const { user } = parseOrThrow(profileUpdateSchemaFor(principal.user.userType), body ?? {});
    return this.profiles.update(principal.user, user);
  }

  @Post('user/confirm-email')
  @HttpCode(200)
  @Auth()
  @ApiOperation({
    summary: 'Confirm a changed e-mail with the code mailed to the new address; only then does it take effect',
  })
  @ApiZodResponse(200, authUserSchema)
  @ApiErrorResponses({
    400: 'EMAIL_CODE_INVALID: a wrong, expired or used code, or no pending change',
    409: 'The e-mail was taken meanwhile',
  })
  confirmEmail(@CurrentUser() principal: Principal, @Body() body: ConfirmEmailDto): Promise<AuthUser> {
    return this.profiles.confirmEmail(principal.user, body.code);
  }
}
