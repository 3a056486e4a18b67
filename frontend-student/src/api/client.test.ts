import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, CALL_TIMEOUT_MS, TIMED_OUT } from './client';

/** A fetch that never answers until its signal aborts, as a hung server does. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

describe('a call the server does not answer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ends with a clear message once CALL_TIMEOUT_MS have passed', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const call = apiPost('/api/payment/orders/o-1/payment', { razorpay_payment_id: 'pay_1' });
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(TIMED_OUT);
    expect((error as ApiError).status).toBe(0);
  });

  it("still lets the caller's own abort through as an abort", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = apiGet('/api/platform/careers', controller.signal).catch((error: unknown) => error);
    controller.abort();
    const error = (await call) as DOMException;
    expect(error.name).toBe('AbortError');
  });
});
