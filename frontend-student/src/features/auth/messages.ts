/** Spec section 8: what the identity screens say that the server does not send itself. */
export const LOGIN_SUCCESS = 'You are successfully logged in';
export const TOKEN_LOGIN_FAILED = 'Failed to login with token.';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const PROFILE_REQUIRED = 'Please fill the following details to continue';
export const PROFILE_SAVED = 'Your details have been saved.';
export const EMAIL_CHANGED = 'Please verify your new e-mail with the code we sent to it when you next log in.';
