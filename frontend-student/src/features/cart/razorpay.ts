/** The Razorpay checkout (or the sandbox's checkout.js, same options and events), loaded on demand. */

export interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  method?: Record<'netbanking' | 'card' | 'wallet' | 'upi' | 'paylater', boolean>;
  theme?: { color?: string };
  handler: (response: RazorpayResponse) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  open: () => void;
  close?: () => void;
  on: (event: 'payment.failed', callback: (response: unknown) => void) => void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Adds the script once per URL; rejects when it fails to load or defines no Razorpay. */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay missing')));
      script.onerror = () => {
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.body.appendChild(script);
    });
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}

export interface CheckoutOrder {
  key: string;
  amount: number;
  currency: string;
  /** The Razorpay order id. */
  id: string;
  checkoutScript: string;
}

export interface CheckoutBuyer {
  data: { first_name: string; last_name: string; email: string; phone_number?: string | null };
}

/**
 * Loads the checkout script and opens it for an order with the platform's options (spec section 7: net
 * banking, card, wallet and UPI; no pay-later). Rejects when the script cannot be loaded; otherwise the
 * callbacks say how it ended: paid (the handler's fields), failed (`payment.failed`) or dismissed.
 */
export async function openCheckout(
  order: CheckoutOrder,
  buyer: CheckoutBuyer,
  description: string,
  on: { paid: (response: RazorpayResponse) => void; failed: () => void; dismissed: () => void },
): Promise<void> {
  const Razorpay = await loadCheckoutScript(order.checkoutScript);
  const data = buyer.data;
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: 'Disha Careers',
    description,
    prefill: {
      name: `${data.first_name} ${data.last_name}`.trim(),
      email: data.email,
      contact: data.phone_number ?? undefined,
    },
    method: { netbanking: true, card: true, wallet: true, upi: true, paylater: false },
    theme: { color: '#1a73e8' },
    handler: on.paid,
    modal: { ondismiss: on.dismissed },
  });
  checkout.on('payment.failed', on.failed);
  checkout.open();
}
