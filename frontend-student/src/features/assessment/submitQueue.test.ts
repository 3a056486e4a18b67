import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_MESSAGES, ERROR_CODES, type StepSubmission, type StepSubmissionResponse } from '@app/contracts';
import { ApiError } from '../../api/client';
import { queueKey, readQueue, SubmitQueue, type QueuedStep } from './submitQueue';

const KEY = queueKey('umc-1');
const item = (n: number): QueuedStep => ({
  careerId: 'c-1',
  userId: 'u-1',
  submission: { sectionId: 's-1', subSectionId: `sub-${n}`, type: 1 } as StepSubmission,
});
const accepted = (): StepSubmissionResponse => ({
  status: 'accepted',
  progress: { answered: [], next: null, deadline: null, total: 3, done: 1 },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SubmitQueue', () => {
  it('sends in order, one at a time, and forgets what was sent', async () => {
    const sent: string[] = [];
    const queue = new SubmitQueue(KEY, async (step) => {
      sent.push(step.submission.subSectionId);
      return accepted();
    });
    queue.start();
    const first = queue.enqueue(item(1));
    const second = queue.enqueue(item(2));
    expect(readQueue(KEY)).toHaveLength(2);
    await expect(first).resolves.toMatchObject({ kind: 'sent' });
    await expect(second).resolves.toMatchObject({ kind: 'sent' });
    expect(sent).toEqual(['sub-1', 'sub-2']);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(queue.getStatus()).toEqual({ pending: 0, offline: false });
  });

  it('keeps answers through network failures, retries with backoff, and resumes in order', async () => {
    let online = false;
    const sent: string[] = [];
    const send = vi.fn(async (step: QueuedStep) => {
      if (!online) throw new ApiError(0, 'Network error');
      sent.push(step.submission.subSectionId);
      return accepted();
    });
    const queue = new SubmitQueue(KEY, send, { backoffMs: [1000, 2000] });
    queue.start();
    await expect(queue.enqueue(item(1))).resolves.toEqual({ kind: 'queued' });
    expect(queue.getStatus()).toEqual({ pending: 1, offline: true });
    // While waiting to retry, a new answer is kept at once.
    await expect(queue.enqueue(item(2))).resolves.toEqual({ kind: 'queued' });
    expect(readQueue(KEY).map((step) => step.submission.subSectionId)).toEqual(['sub-1', 'sub-2']);

    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(2);
    online = true;
    const idle = queue.whenIdle();
    await vi.advanceTimersByTimeAsync(1);
    await idle;
    expect(sent).toEqual(['sub-1', 'sub-2']);
    expect(queue.getStatus()).toEqual({ pending: 0, offline: false });
  });

  it('retries at once when the browser comes back online', async () => {
    let online = false;
    const send = vi.fn(async () => {
      if (!online) throw new ApiError(503, 'Unavailable');
      return accepted();
    });
    const queue = new SubmitQueue(KEY, send, { backoffMs: [60_000] });
    queue.start();
    await queue.enqueue(item(1));
    online = true;
    window.dispatchEvent(new Event('online'));
    await queue.whenIdle();
    expect(send).toHaveBeenCalledTimes(2);
    queue.stop();
  });

  it('a submit that hangs past the timeout counts as the network', async () => {
    const queue = new SubmitQueue(
      KEY,
      (_step, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
      { timeoutMs: 5000 },
    );
    queue.start();
    const outcome = queue.enqueue(item(1));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(outcome).resolves.toEqual({ kind: 'queued' });
    queue.stop();
  });

  it('drops a 4xx (rejected) and reports a 409 as a conflict; the rest goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = [new ApiError(400, 'Bad'), new ApiError(409, "Time's up for this question")];
    const queue = new SubmitQueue(KEY, async () => {
      const error = answers.shift();
      if (error) throw error;
      return accepted();
    });
    queue.start();
    const [a, b, c] = [queue.enqueue(item(1)), queue.enqueue(item(2)), queue.enqueue(item(3))];
    await expect(a).resolves.toMatchObject({ kind: 'rejected', error: { status: 400 } });
    await expect(b).resolves.toMatchObject({ kind: 'conflict', error: { status: 409 } });
    await expect(c).resolves.toMatchObject({ kind: 'sent' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps an answer the server finds too early and sends it again shortly, without going offline', async () => {
    const tooEarly = () => new ApiError(409, ASSESSMENT_MESSAGES.videoTooEarly, undefined, ERROR_CODES.StepTooEarly);
    let early = 2;
    const sent: string[] = [];
    const later = vi.fn();
    const send = vi.fn(async (step: QueuedStep) => {
      if (step.submission.subSectionId === 'sub-1' && early > 0) {
        early -= 1;
        throw tooEarly();
      }
      sent.push(step.submission.subSectionId);
      return accepted();
    });
    const queue = new SubmitQueue(KEY, send, { earlyRetryMs: 2000, onLaterOutcome: later });
    queue.start();
    // The player moves on: the answer is kept, the status says saving (not offline), nothing is dropped.
    await expect(queue.enqueue(item(1))).resolves.toEqual({ kind: 'queued' });
    expect(queue.getStatus()).toEqual({ pending: 1, offline: false });
    // While it waits, a next answer is kept at once behind it, and settle() does not wait for the server's clock.
    await expect(queue.enqueue(item(2))).resolves.toEqual({ kind: 'queued' });
    await expect(queue.settle()).resolves.toBe('offline');
    expect(readQueue(KEY).map((step) => step.submission.subSectionId)).toEqual(['sub-1', 'sub-2']);

    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.getStatus()).toEqual({ pending: 2, offline: false });
    await vi.advanceTimersByTimeAsync(2000);
    await queue.whenIdle();
    expect(sent).toEqual(['sub-1', 'sub-2']);
    expect(later.mock.calls.map(([step, outcome]) => [step.submission.subSectionId, outcome.kind])).toEqual([
      ['sub-1', 'sent'],
      ['sub-2', 'sent'],
    ]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('sends what a previous visit kept when it starts; settle() says offline at the first failure', async () => {
    localStorage.setItem(KEY, JSON.stringify([item(1), item(2)]));
    const sent: string[] = [];
    let fail = true;
    const queue = new SubmitQueue(KEY, async (step) => {
      if (fail) throw new ApiError(0, 'Network error');
      sent.push(step.submission.subSectionId);
      return accepted();
    });
    expect(queue.pendingIds()).toEqual(new Set(['sub-1', 'sub-2']));
    queue.start();
    await expect(queue.settle()).resolves.toBe('offline');
    fail = false;
    queue.retryNow();
    await expect(queue.settle()).resolves.toBe('drained');
    expect(sent).toEqual(['sub-1', 'sub-2']);
  });

  it('later outcomes of kept answers are reported', async () => {
    let online = false;
    const later = vi.fn();
    const queue = new SubmitQueue(
      KEY,
      async () => {
        if (!online) throw new ApiError(0, 'Network error');
        throw new ApiError(409, 'Please answer the steps in order');
      },
      { backoffMs: [100], onLaterOutcome: later },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queue.start();
    await queue.enqueue(item(1));
    online = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(later).toHaveBeenCalledWith(item(1), expect.objectContaining({ kind: 'conflict' }));
  });

  it('clear() forgets everything (finish, abandon)', async () => {
    const queue = new SubmitQueue(KEY, async () => {
      throw new ApiError(0, 'Network error');
    });
    queue.start();
    await queue.enqueue(item(1));
    queue.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    await expect(queue.whenIdle()).resolves.toBeUndefined();
    queue.stop();
  });

  it('ignores a corrupt stored queue', () => {
    localStorage.setItem(KEY, '{not json');
    expect(new SubmitQueue(KEY, async () => accepted()).pendingIds().size).toBe(0);
    localStorage.setItem(KEY, JSON.stringify([{ nope: 1 }, item(1)]));
    expect(readQueue(KEY)).toEqual([item(1)]);
  });
});
