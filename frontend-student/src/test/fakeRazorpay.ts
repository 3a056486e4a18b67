import { vi } from 'vitest';
import type { RazorpayOptions } from '../features/cart/razorpay';

/** A stand-in for Razorpay's checkout: records the options and lets the test end the payment. */
export function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed: ((r: unknown) => void)[] }[] = [];
  class Razorpay {
    entry: (typeof opened)[number];
    constructor(options: RazorpayOptions) {
      this.entry = { options, failed: [] };
      opened.push(this.entry);
    }
    on(_event: string, callback: (r: unknown) => void) {
      this.entry.failed.push(callback);
    }
    open() {}
  }
  vi.stubGlobal('Razorpay', Razorpay);
  return opened;
}
