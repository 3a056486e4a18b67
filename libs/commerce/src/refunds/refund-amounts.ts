import { gstPaise } from '@app/contracts';

/**
 * The GST an admin refund gives back with `taxablePaise` of an order's value, when earlier refunds gave back
 * `before` (their taxable value and GST). The order charged GST once on its subtotal, rounded once (money.ts),
 * so refunds follow it cumulatively: after this refund, the GST given back in all is the GST of the value given
 * back in all, rounded the same way. The refund that gives back the last of the order gives back exactly the GST
 * left. So the refunds of an order add up to what it charged, never more, whatever the order of the refunds and
 * however the paise fall.
 */
export function refundGstPaise(
  order: { subtotalPaise: number; gstPaise: number },
  before: { taxablePaise: number; gstPaise: number },
  taxablePaise: number,
): number {
  const after = before.taxablePaise + taxablePaise;
  if (after > order.subtotalPaise)
    throw new RangeError(`Refunds of ${after} paise would exceed the order's ${order.subtotalPaise}`);
  const left = order.gstPaise - before.gstPaise;
  if (after === order.subtotalPaise) return left;
  return Math.min(Math.max(gstPaise(after) - before.gstPaise, 0), left);
}
