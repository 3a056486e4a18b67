import { CGST_PERCENT, type GstSplit } from '../gst-split.js';

/** What an invoice charged, or what its credit notes so far gave back: taxable value and the three taxes. */
export interface TaxedAmounts extends GstSplit {
  taxablePaise: number;
}

/** 9% of a taxable value, rounded half up to the paisa: the invoice's CGST rule (gst-split.ts). */
const cgstOf = (taxablePaise: number) => Number((BigInt(taxablePaise) * BigInt(CGST_PERCENT) + 50n) / 100n);

/**
 * The taxes a credit note reverses: `gstPaise` (what the refund gives back as GST, worked out by commerce so that
 * the refunds of an order never give back more GST than it charged) split as the invoice split its own.
 *
 * - An IGST invoice (a supply across states): all IGST.
 * - A CGST + SGST invoice: CGST is what brings the notes so far to 9% of their taxable value (rounded half up, as
 *   the invoice rounds), SGST the rest. So the notes so far always hold CGST and SGST within a paisa of each other,
 *   as the invoice does (one note's two may differ by two paise where it makes up for the rounding of those
 *   before). The note that gives back the last of the invoice takes exactly what is left of each, so the notes of
 *   an invoice add up to it, tax by tax. A note's CGST is kept between 0 and its GST, so neither tax is ever
 *   negative, even with prices of odd paise.
 */
export function creditNoteTaxes(
  invoice: TaxedAmounts,
  before: TaxedAmounts,
  taxablePaise: number,
  gstPaise: number,
): GstSplit {
  for (const [what, v] of [
    ['taxable value', taxablePaise],
    ['GST', gstPaise],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0)
      throw new RangeError(`${what} must be a non-negative integer number of paise, got ${v}`);
  }
  const after = before.taxablePaise + taxablePaise;
  if (after > invoice.taxablePaise)
    throw new RangeError(`Credit notes of ${after} paise would exceed the invoice's ${invoice.taxablePaise}`);
  const gstBefore = before.cgstPaise + before.sgstPaise + before.igstPaise;
  const gstLeft = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise - gstBefore;
  if (gstPaise > gstLeft) throw new RangeError(`GST of ${gstPaise} paise would exceed the ${gstLeft} left`);
  if (invoice.igstPaise > 0) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const last = after === invoice.taxablePaise && gstPaise === gstLeft;
  const target = last ? invoice.cgstPaise : cgstOf(after);
  const cgstPaise = Math.min(Math.max(target - before.cgstPaise, 0), gstPaise);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}
