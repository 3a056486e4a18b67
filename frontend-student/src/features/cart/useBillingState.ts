import { useState } from 'react';
import { PAYMENT_MESSAGES } from '@app/contracts';
import { ApiError } from '../../api/client';

/**
 * The buyer's state for the GST invoice, asked only when the profile names none (parents, Google sign-ins): the
 * field's value and message, and the state an order is billed to.
 */
export function useBillingState(profileState: string | undefined) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const choose = (next: string) => {
    setValue(next);
    setError(next ? undefined : PAYMENT_MESSAGES.billingStateRequired);
  };

  /** The state to bill; undefined, with the field saying it is required, while there is none. */
  const billTo = (): string | undefined => {
    const state = profileState ?? value;
    if (!state) setError(PAYMENT_MESSAGES.billingStateRequired);
    return state || undefined;
  };

  /** Puts the server's word on the billing state under the field; false when the error is about something else. */
  const showServerError = (failure: unknown): boolean => {
    const stateError =
      failure instanceof ApiError ? failure.errors?.find((e) => e.field === 'billingState') : undefined;
    if (stateError) setError(stateError.message);
    return Boolean(stateError);
  };

  return { value, error, choose, billTo, showServerError };
}

export type BillingState = ReturnType<typeof useBillingState>;
