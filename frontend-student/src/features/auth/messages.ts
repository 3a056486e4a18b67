/** Spec section 8: what the identity screens say that the server does not send itself. */
export const LOGIN_SUCCESS = 'You are successfully logged in';
export const TOKEN_LOGIN_FAILED = 'Failed to login with token.';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const PROFILE_REQUIRED = 'Please fill the following details to continue';
export const PROFILE_SAVED = 'Your details have been saved.';
export const BIRTHDATE_ONCE =
  'You give it once. If you are under 18, a parent or guardian must agree before you buy careers or take tests.';
export const EMAIL_CHANGED = 'Your email address has been changed.';
export const emailCodeSent = (email: string) =>
  `We sent a 6-digit code to ${email}. Enter it here to make it your account's email; until then your current email stays.`;
