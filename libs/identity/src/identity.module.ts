import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ControlCharactersGuard } from '@app/common';
import { NotificationsModule } from '@app/notifications';
import { AuthController } from './auth.controller.js';
import { DeviceCookieService } from './crypto/device-cookie.service.js';
import { PasswordService } from './crypto/password.service.js';
import { TokenService } from './crypto/token.service.js';
import { GoogleController } from './google.controller.js';
import { AuthGuard } from './guards/auth.guard.js';
import { AccessTokenResolver } from './guards/access-token.resolver.js';
import { UserIdQueryGuard } from './guards/user-id-query.guard.js';
import { VerificationCodeMailJob } from './jobs/verification-code.jobs.js';
import { IdentityRedis } from './identity-redis.js';
import { RateLimitService } from './rate-limit.service.js';
import { CodesRepository } from './repositories/codes.repository.js';
import { SessionsRepository } from './repositories/sessions.repository.js';
import { UserAccountsRepository } from './repositories/user-accounts.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { CodesService } from './services/codes.service.js';
import { GoogleSignInService } from './services/google-sign-in.service.js';
import { PasswordChangeService } from './services/password-change.service.js';
import { PasswordResetService } from './services/password-reset.service.js';
import { RosterAccountsService } from './services/roster-accounts.service.js';
import { RosterRepository } from './repositories/roster.repository.js';
import { OneTimePasswordMailsRepository } from './repositories/one-time-password-mails.repository.js';
import { OneTimePasswordMailService } from './services/one-time-password-mail.service.js';
import { RosterCredentialsService } from './services/roster-credentials.service.js';
import { OneTimePasswordMailJob } from './jobs/one-time-password-mail.job.js';
import { ProfileService } from './services/profile.service.js';
import { SessionService } from './services/session.service.js';
import { SignupService } from './services/signup.service.js';
import { UserAccountsService } from './services/user-accounts.service.js';
import { SessionCookies } from './session-cookies.js';
import { StudentSignupController } from './student-signup.controller.js';

/**
 * API side. Global so that any lib's controller can use @Auth(...) and @CurrentUser: the guards'
 * dependencies resolve from these exports.
 */
@Global()
@Module({
  controllers: [AuthController, StudentSignupController, GoogleController],
  providers: [
    // App-wide and ahead of every route's guards: control characters in a query or path are a 400 first.
    { provide: APP_GUARD, useClass: ControlCharactersGuard },
    TokenService,
    PasswordService,
    DeviceCookieService,
    IdentityRedis,
    RateLimitService,
    UsersRepository,
    CodesRepository,
    SessionsRepository,
    CodesService,
    SignupService,
    SessionService,
    PasswordResetService,
    PasswordChangeService,
    RosterRepository,
    RosterAccountsService,
    RosterCredentialsService,
    OneTimePasswordMailsRepository,
    OneTimePasswordMailService,
    ProfileService,
    GoogleSignInService,
    UserAccountsRepository,
    UserAccountsService,
    SessionCookies,
    AccessTokenResolver,
    AuthGuard,
    UserIdQueryGuard,
  ],
  exports: [
    AccessTokenResolver,
    SessionCookies,
    TokenService,
    SessionsRepository,
    UsersRepository,
    AuthGuard,
    UserIdQueryGuard,
    RateLimitService,
    ProfileService,
    UserAccountsService,
    RosterAccountsService,
    RosterCredentialsService,
  ],
})
export class IdentityModule {}

/** Worker side: mails the verification and reset codes, and campus students' one-time passwords. */
@Module({
  imports: [NotificationsModule],
  providers: [
    TokenService,
    UsersRepository,
    CodesRepository,
    VerificationCodeMailJob,
    OneTimePasswordMailsRepository,
    OneTimePasswordMailJob,
  ],
})
export class IdentityJobsModule {}
