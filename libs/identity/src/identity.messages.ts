/** What identity says to people; the provider-style wording the spec's screens show as they are. */
export const MESSAGES = {
  signedUp: 'Your account has been created successfully.',
  confirmed: 'Your account has been verified successfully. Please log in.',
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

export const CODE_TTL_MS = { confirm: 24 * 3600 * 1000, reset: 3600 * 1000, email: 24 * 3600 * 1000 } as const;
/** A code that was guessed wrong this many times is dead; the user asks for a new one. */
export const CODE_MAX_FAILURES = 5;
