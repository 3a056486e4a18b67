import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The least time forgot-password and resend-code take to answer. Mailing a code (a locked row, the cooldown and
 * daily-cap reads, the code and outbox inserts) costs a few milliseconds more than finding no account, enough to
 * tell a real username from an unknown one over many calls; every answer waits until this much time has passed, far
 * above that work on a loaded server (~20 ms, 60 ms at worst in tests), and little next to a mail's delivery.
 */
export const CODE_MAIL_ANSWER_MS = 250;

/** Runs `work` and answers no sooner than `ms` after it started, so how long it took says nothing about it. */
export async function takingAtLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const until = performance.now() + ms;
  const result = await work();
  const left = until - performance.now();
  if (left > 0) await sleep(left);
  return result;
}
