import { HttpException, HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@app/contracts';

/** "30 seconds", "2 minutes", "3 hours": how long to wait, rounded up, for a message a person reads. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/**
 * A 429 that knows when to come back: the exception filter sends `retryAfterSec` as the Retry-After header,
 * and the message says the same in words.
 */
export class TooManyRequestsException extends HttpException {
  readonly retryAfterSec: number;

  constructor(message: string, retryAfterMs: number, code: string = ERROR_CODES.TooManyRequests) {
    super({ message, code }, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSec = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
