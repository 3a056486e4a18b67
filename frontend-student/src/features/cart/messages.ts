import { ERROR_CODES, PAYMENT_MESSAGES } from '@app/contracts';
import { ApiError } from '../../api/client';
import type { SnackbarOptions } from '../../components/snackbar';

/** The cart and payment messages of spec section 8. */
export const ADD_FAILED = 'Something went wrong.';
export const SOMETHING_WRONG = 'Something went wrong';
export const PAYMENT_FAILED = PAYMENT_MESSAGES.providerUnavailable; // 'Something went wrong, please try later'
/** Said with the payment alert: a failed payment (or a checkout that never opened) took nothing. */
export const NO_MONEY_TAKEN = 'No money was taken from your account. You can try again.';
export const ENROLLED = PAYMENT_MESSAGES.enrolled; // 'Your careers are enrolled. Thank you!'
export const CART_EMPTY = 'Your career cart is empty';
export const PREVIEW_EMPTY = 'Cart is empty';

export const ADD_FAILED_TOAST: SnackbarOptions = {
  variant: 'error',
  autoHideDuration: 6000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
};

export const PAYMENT_FAILED_TOAST: SnackbarOptions = {
  variant: 'error',
  autoHideDuration: 6000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
};

/** The server's own message when it answered one, else the fallback (network errors included). */
export function serverMessage(error: unknown, fallback = SOMETHING_WRONG): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
}

/**
 * The server's message when a confirmed payment is being refunded (replaced order, already owned, another amount),
 * or could not be checked with Razorpay just now (the order then completes by itself if money was taken: saying
 * "try later" would invite a second payment); else undefined.
 */
export function refundedMessage(error: unknown): string | undefined {
  const told =
    error instanceof ApiError &&
    (error.code === ERROR_CODES.OrderReplaced ||
      error.code === ERROR_CODES.PaymentRefunded ||
      error.code === ERROR_CODES.PaymentProviderUnavailable);
  return told ? error.message : undefined;
}
