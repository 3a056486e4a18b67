/**
 * Money helpers shared by the server and the student app. Every amount is an integer number of paise.
 *
 * GST rounding: GST is 18% of the selling total (the sum of the lines' prices), computed once on that total
 * and rounded once, half up, to the paisa (the "round half up" of the GST rules; amounts are never negative).
 * It is never computed per line and summed, so the cart screen, the Razorpay order and the receipt agree:
 * total = subtotal + round_half_up(subtotal * 18 / 100), which is also 1.18 x the subtotal rounded to the paisa.
 */

/** GST on careers and courses, in percent. */
export const GST_PERCENT = 18;

export interface OrderAmounts {
  /** The selling total of the lines, before GST. */
  subtotalPaise: number;
  gstPaise: number;
  /** What is charged: subtotal + GST. */
  totalPaise: number;
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer number of paise, got ${value}`);
}

/** 18% of `subtotalPaise`, rounded once, half up, to the paisa. Integer arithmetic only (no floating point). */
export function gstPaise(subtotalPaise: number): number {
  assertPaise(subtotalPaise, 'subtotal');
  // BigInt keeps even absurd subtotals exact; floor((x * 18 + 50) / 100) is half-up for x >= 0.
  return Number((BigInt(subtotalPaise) * BigInt(GST_PERCENT) + 50n) / 100n);
}

/** Subtotal, GST and total of lines priced in paise (each line is one instance of a career). */
export function orderAmounts(linePricesPaise: readonly number[]): OrderAmounts {
  let subtotal = 0;
  for (const price of linePricesPaise) {
    assertPaise(price, 'line price');
    subtotal += price;
  }
  assertPaise(subtotal, 'subtotal');
  const gst = gstPaise(subtotal);
  const total = subtotal + gst;
  assertPaise(total, 'total');
  return { subtotalPaise: subtotal, gstPaise: gst, totalPaise: total };
}

/** Rupees from paise, for the public JSON (the catalogue's convention): 99900 -> 999. */
export function paiseToRupees(paise: number): number {
  assertPaise(paise, 'amount');
  return paise / 100;
}

/** Whole rupees with Indian digit grouping: 1234567 -> "12,34,567". */
function groupIndian(rupees: number): string {
  const digits = String(rupees);
  const last3 = digits.slice(-3);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return head ? `${head},${last3}` : last3;
}

/** People-facing rupees with Indian digit grouping and two decimals: 1234567 -> "₹12,345.67". */
export function formatRupees(paise: number): string {
  assertPaise(paise, 'amount');
  const rest = String(paise % 100).padStart(2, '0');
  return `₹${groupIndian(Math.floor(paise / 100))}.${rest}`;
}

/**
 * A price as the student app writes it everywhere (issue 24): '₹' with Indian digit grouping, and paise only when
 * there are any: 99900 -> "₹999", 117882 -> "₹1,178.82". Documents (invoices, receipts) keep formatRupees.
 */
export function formatPrice(paise: number): string {
  assertPaise(paise, 'amount');
  return paise % 100 === 0 ? `₹${groupIndian(paise / 100)}` : formatRupees(paise);
}
