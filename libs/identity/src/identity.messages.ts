import { ACCOUNT_DISABLED_MESSAGE, ERROR_CODES } from '@app/contracts';
import { ForbiddenException, UnauthorizedException } from '@nestjs/common';

/** What identity says to people; the provider-style wording the spec's screens show as they are. */
export const MESSAGES = {
  signedUp: 'Your account has been created successfully.',
  confirmed: 'Your account has been verified successfully.',
  codeResent: 'Confirmation code has been sent your account.',
  resetCodeSent: 'Verification code sent successfully',
  passwordReset: 'Password has been reset successfully',
  loggedOut: 'You have been logged out.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  emailTaken: 'An account with this email already exists. Please log in, or use Forgot password.',
  incorrectLogin: 'Incorrect username or password.',
  notConfirmed: 'User is not confirmed. Please verify your email with the code we sent you.',
  alreadyConfirmed: 'Your account is already verified. Please log in.',
  wrongCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'This code has expired. Please request a new code.',
  usedCode: 'This code has already been used. Please request a new code.',
  sessionExpired: 'Your session has expired. Please log in again.',
  emailChangePending: 'Enter the code we sent to your new email address to change it.',
  emailChanged: 'Your email address has been changed.',
  sessionReused: 'This session was ended for your safety because it was used from two places. Please log in again.',
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
  otherUser: "You can only access your own account's data.",
} as const;

export const CODE_TTL_MS = {
  confirm: 24 * 3600 * 1000,
  reset: 3600 * 1000,
  email: 24 * 3600 * 1000,
  // A staff invitation's link: a week, so a weekend or a short leave does not make an admin invite again.
  invite: 7 * 24 * 3600 * 1000,
} as const;
/** A code that was guessed wrong this many times is dead; the user asks for a new one. */
export const CODE_MAX_FAILURES = 5;

/**
 * A disabled account's answer: 403 at sign-in (after the password was checked, so it tells a guesser nothing), 401
 * on a call or a refresh (the session it held has ended; the apps sign out and show the message).
 */
export const accountDisabled = (status: 401 | 403 = 401) =>
  status === 403
    ? new ForbiddenException({ message: ACCOUNT_DISABLED_MESSAGE, code: ERROR_CODES.AccountDisabled })
    : new UnauthorizedException({ message: ACCOUNT_DISABLED_MESSAGE, code: ERROR_CODES.AccountDisabled });

/** Why the sessions of a disabled account ended (auth_sessions.revoked_reason). */
export const DISABLED_REASON = 'account disabled';
