import { ERROR_CODES, type StepSubmission, type StepSubmissionResponse } from '@app/contracts';
import { ApiError, isAbortError } from '../../api/client';

/**
 * The answers of a test on their way to the server, kept in localStorage (one list per userMapCareerId) until
 * the server has them, and sent one at a time in order. Without a key (the preview) they are kept in memory only:
 * nothing of a preview may outlive it.
 *
 * - Network failures (offline, 5xx, a timeout, 401 when the session could not be refreshed) keep the answer and
 *   retry with backoff (and at once when the browser says it is online again).
 * - Too early (STEP_TOO_EARLY: a video reported before its clip could have played, a timed-out answer before the
 *   server's timer ran out) keeps the answer and sends it again shortly, without counting as offline: the
 *   server's clock is the judge, and the player's may run a little ahead of it (a skipped broken video, a clock
 *   set fast). The player moves on meanwhile, as it does offline.
 * - Any other 4xx drops the answer: the spec says submit errors during the test are only logged. A 409 (late, out
 *   of order, already completed) is reported as a conflict so the player can ask the server where it stands.
 */

export interface QueuedStep {
  careerId: string;
  userId: string;
  submission: StepSubmission;
}

export type SubmitOutcome =
  /** The server took it (accepted or duplicate); its answer says what is next. */
  | { kind: 'sent'; response: StepSubmissionResponse }
  /** The network failed: kept and retried in the background. */
  | { kind: 'queued' }
  /** Refused with a 4xx other than 409: dropped (logged). */
  | { kind: 'rejected'; error: ApiError }
  /** Refused with 409 (late, out of order...): dropped; the player should reload its progress. */
  | { kind: 'conflict'; error: ApiError };

export interface QueueStatus {
  /** Answers not yet sent. */
  pending: number;
  /** The last attempt failed from the network; retrying. */
  offline: boolean;
}

type Send = (item: QueuedStep, signal: AbortSignal) => Promise<StepSubmissionResponse>;

export interface QueueOptions {
  /** Waits between retries, in ms; the last one repeats. */
  backoffMs?: readonly number[];
  /** A submit that takes longer counts as a network failure (it is retried; a duplicate is fine). */
  timeoutMs?: number;
  /** The wait before a step the server found too early is sent again, in ms. */
  earlyRetryMs?: number;
  /** Outcomes of answers whose first attempt already reported `queued` (sent or refused later). */
  onLaterOutcome?: (item: QueuedStep, outcome: SubmitOutcome) => void;
}

export const QUEUE_KEY_PREFIX = 'disha.assessment.queue.';
export const queueKey = (userMapCareerId: string) => QUEUE_KEY_PREFIX + userMapCareerId;

const DEFAULT_BACKOFF = [1000, 2000, 4000, 8000, 15000, 30000] as const;
const DEFAULT_TIMEOUT = 15000;
const DEFAULT_EARLY_RETRY = 2000;

/** The server will take this answer, but not yet (its clock has not reached the step's earliest moment). */
export const isTooEarly = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ERROR_CODES.StepTooEarly;

/** What one attempt came to: an outcome for the caller, or too early (kept and sent again shortly). */
type Attempt = SubmitOutcome | { kind: 'early' };

/** Whether a failed call is worth repeating: the network, the server, or a session that needs a new login. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 401
  );
}

export function readQueue(key: string): QueuedStep[] {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is QueuedStep =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as QueuedStep).careerId === 'string' &&
        typeof (item as QueuedStep).userId === 'string' &&
        typeof (item as QueuedStep).submission === 'object' &&
        (item as QueuedStep).submission !== null,
    );
  } catch {
    return [];
  }
}

export function clearQueue(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

export class SubmitQueue {
  private items: QueuedStep[];
  private status: QueueStatus;
  private readonly listeners = new Set<() => void>();
  private readonly laterListeners = new Set<(item: QueuedStep, outcome: SubmitOutcome) => void>();
  /** Callers of enqueue waiting for the first attempt of their answer. */
  private readonly firstAttempt = new Map<QueuedStep, (outcome: SubmitOutcome) => void>();
  private idleWaiters: (() => void)[] = [];
  private settleWaiters: ((result: 'drained' | 'offline') => void)[] = [];
  private started = false;
  private sending = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;

  constructor(
    private readonly key: string | null,
    private readonly send: Send,
    private readonly options: QueueOptions = {},
  ) {
    this.items = key === null ? [] : readQueue(key);
    this.status = { pending: this.items.length, offline: false };
  }

  /** For useSyncExternalStore: the same object until something changes. */
  getStatus = (): QueueStatus => this.status;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Outcomes of answers whose first attempt already reported `queued` (like the `onLaterOutcome` option). */
  onLaterOutcome(listener: (item: QueuedStep, outcome: SubmitOutcome) => void) {
    this.laterListeners.add(listener);
    return () => {
      this.laterListeners.delete(listener);
    };
  }

  /** The subsections whose answers wait to be sent. */
  pendingIds(): Set<string> {
    return new Set(this.items.map((item) => item.submission.subSectionId));
  }

  start() {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', this.onOnline);
    void this.pump();
  }

  /** Stops retrying (an attempt under way still finishes); what is left stays in storage for the next visit. */
  stop() {
    this.started = false;
    window.removeEventListener('online', this.onOnline);
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /**
   * Keeps the answer and sends it after those before it. Resolves with the outcome of its first attempt, or with
   * `queued` at once when the queue is already waiting to retry (the network is down, or the server said wait).
   */
  enqueue(item: QueuedStep): Promise<SubmitOutcome> {
    this.items.push(item);
    this.persist();
    this.setStatus({ pending: this.items.length, offline: this.status.offline });
    // Waiting to retry (offline, or too early): the answer is kept and the player moves on.
    if (this.retryTimer !== undefined) return Promise.resolve({ kind: 'queued' });
    return new Promise((resolve) => {
      this.firstAttempt.set(item, resolve);
      void this.pump();
    });
  }

  /** Resolves once every answer is sent (or dropped), however long the retries take. */
  whenIdle(): Promise<void> {
    if (this.items.length === 0) return Promise.resolve();
    void this.pump();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Resolves 'drained' once every answer is sent, or 'offline' at the next network failure (or when the server
   * asks to wait for the first answer: it is kept, like an answer offline).
   */
  settle(): Promise<'drained' | 'offline'> {
    if (this.items.length === 0) return Promise.resolve('drained');
    if (this.retryTimer !== undefined) return Promise.resolve('offline');
    void this.pump();
    return new Promise((resolve) => this.settleWaiters.push(resolve));
  }

  /** Forgets every answer (the test was finished or abandoned). */
  clear() {
    this.items = [];
    if (this.key !== null) clearQueue(this.key);
    this.setStatus({ pending: 0, offline: false });
    for (const [waiting, resolve] of this.firstAttempt) {
      this.firstAttempt.delete(waiting);
      resolve({ kind: 'queued' });
    }
    this.resolveIdle();
  }

  /** Retries now (the Try again of an offline screen). */
  retryNow() {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.pump();
  }

  private onOnline = () => this.retryNow();

  private async pump(): Promise<void> {
    if (this.sending || !this.started || this.retryTimer !== undefined) return;
    this.sending = true;
    try {
      while (this.started && this.items.length > 0) {
        const item = this.items[0]!;
        const outcome = await this.attempt(item);
        // Cleared meanwhile (finished or abandoned): nothing to record.
        if (!this.items.includes(item)) continue;
        if (outcome.kind === 'early') {
          this.setStatus({ pending: this.items.length, offline: false });
          this.releaseWaiters();
          if (this.started) this.retryAfter(this.options.earlyRetryMs ?? DEFAULT_EARLY_RETRY);
          return;
        }
        if (outcome.kind === 'queued') {
          this.failures += 1;
          this.setStatus({ pending: this.items.length, offline: true });
          this.releaseWaiters();
          if (this.started) {
            const backoff = this.options.backoffMs ?? DEFAULT_BACKOFF;
            this.retryAfter(backoff[Math.min(this.failures - 1, backoff.length - 1)] ?? 1000);
          }
          return;
        }
        if (outcome.kind !== 'sent') console.warn('Assessment submit refused', item.submission, outcome.error);
        this.items.shift();
        this.failures = 0;
        this.persist();
        this.setStatus({ pending: this.items.length, offline: false });
        const resolve = this.firstAttempt.get(item);
        if (resolve) {
          this.firstAttempt.delete(item);
          resolve(outcome);
        } else {
          this.options.onLaterOutcome?.(item, outcome);
          this.laterListeners.forEach((listener) => listener(item, outcome));
        }
      }
      if (this.items.length === 0) this.resolveIdle();
    } finally {
      this.sending = false;
    }
  }

  /** Everyone waiting moves on: their answers are kept and go out at the next attempt. */
  private releaseWaiters() {
    for (const [waiting, resolve] of this.firstAttempt) {
      this.firstAttempt.delete(waiting);
      resolve({ kind: 'queued' });
    }
    this.settleWaiters.splice(0).forEach((resolve) => resolve('offline'));
  }

  private retryAfter(delay: number) {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.pump();
    }, delay);
  }

  private async attempt(item: QueuedStep): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? DEFAULT_TIMEOUT);
    try {
      return { kind: 'sent', response: await this.send(item, controller.signal) };
    } catch (error) {
      if (isAbortError(error) || isRetryable(error)) return { kind: 'queued' };
      if (isTooEarly(error)) return { kind: 'early' };
      const apiError = error as ApiError;
      return apiError.status === 409 ? { kind: 'conflict', error: apiError } : { kind: 'rejected', error: apiError };
    } finally {
      clearTimeout(timer);
    }
  }

  private resolveIdle() {
    this.idleWaiters.splice(0).forEach((resolve) => resolve());
    this.settleWaiters.splice(0).forEach((resolve) => resolve('drained'));
  }

  private persist() {
    if (this.key === null) return;
    try {
      if (this.items.length) localStorage.setItem(this.key, JSON.stringify(this.items));
      else localStorage.removeItem(this.key);
    } catch {
      // Private mode or a full storage: the answers stay in memory for this visit.
    }
  }

  private setStatus(status: QueueStatus) {
    if (status.pending === this.status.pending && status.offline === this.status.offline) return;
    this.status = status;
    this.listeners.forEach((listener) => listener());
  }
}
