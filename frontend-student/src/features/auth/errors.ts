import { ApiError } from '../../api/client';
import { SOMETHING_WENT_WRONG } from './messages';

/** The server's own words (the provider-style messages the spec shows as they are), else the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : SOMETHING_WENT_WRONG;
}
