/** CGST and SGST rates on an intra-state supply (percent); IGST is their sum on an inter-state one. */
export const CGST_PERCENT = 9;
export const SGST_PERCENT = 9;
export const IGST_PERCENT = CGST_PERCENT + SGST_PERCENT;

export interface GstSplit {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits the GST of an order (already charged: 18% of the taxable value rounded once, half up) between the
 * taxes of the invoice. Within the supplier's state it is CGST + SGST: CGST is 9% of the taxable value rounded
 * half up to the paisa and SGST is the rest, so the two always add up to the GST charged (an odd paisa goes to
 * SGST, which is then within a paisa of 9%). Across states it is all IGST.
 */
export function splitGst(taxablePaise: number, gstPaise: number, intraState: boolean): GstSplit {
  for (const [what, v] of [
    ['taxable value', taxablePaise],
    ['GST', gstPaise],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0)
      throw new RangeError(`${what} must be a non-negative integer number of paise, got ${v}`);
  }
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = Math.min(gstPaise, Number((BigInt(taxablePaise) * BigInt(CGST_PERCENT) + 50n) / 100n));
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}
