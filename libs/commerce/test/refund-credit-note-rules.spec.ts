import { creditNoteFilename, creditNoteTaxes, invoiceSerial, splitGst, type TaxedAmounts } from '@app/invoicing';
import { gstPaise } from '@app/contracts';
import { refundGstPaise } from '../src/refunds/refund-amounts.js';

// The arithmetic of admins' refunds and their GST credit notes (CGST Rule 53), at the edges: the GST a refund gives
// back (commerce), its split in the credit note (invoicing), and that the notes of an invoice add up to it, tax by
// tax, whatever the order of the refunds and however the paise fall.

const NONE: TaxedAmounts = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };

/** An invoice as invoicing issues it for an order of these line prices. */
function invoiceOf(lines: number[], intraState: boolean): TaxedAmounts {
  const taxablePaise = lines.reduce((a, b) => a + b, 0);
  return { taxablePaise, ...splitGst(taxablePaise, gstPaise(taxablePaise), intraState) };
}

/** Refunds the lines in groups, in this order, as commerce and invoicing would: the credit notes. */
function refundInGroups(lines: number[], groups: number[][], intraState: boolean) {
  const invoice = invoiceOf(lines, intraState);
  const order = { subtotalPaise: invoice.taxablePaise, gstPaise: gstPaise(invoice.taxablePaise) };
  const before = { ...NONE };
  const notes = groups.map((group) => {
    const taxable = group.reduce((sum, i) => sum + lines[i], 0);
    const gst = refundGstPaise(order, { taxablePaise: before.taxablePaise, gstPaise: gstOf(before) }, taxable);
    const taxes = creditNoteTaxes(invoice, before, taxable, gst);
    before.taxablePaise += taxable;
    before.cgstPaise += taxes.cgstPaise;
    before.sgstPaise += taxes.sgstPaise;
    before.igstPaise += taxes.igstPaise;
    return { taxable, gst, ...taxes };
  });
  return { invoice, notes, total: before };
}
const gstOf = (t: TaxedAmounts) => t.cgstPaise + t.sgstPaise + t.igstPaise;

describe('the GST a refund gives back', () => {
  const order = { subtotalPaise: 170_050, gstPaise: gstPaise(170_050) }; // ₹1,700.50 + ₹306.09

  it('is 18% of what it gives back for a first career, rounded as the order was', () => {
    expect(refundGstPaise(order, { taxablePaise: 0, gstPaise: 0 }, 50_000)).toBe(9_000);
    expect(refundGstPaise(order, { taxablePaise: 0, gstPaise: 0 }, 120_050)).toBe(21_609);
  });

  it('is what is left of the GST for the last career, so the refunds add up to the order', () => {
    expect(refundGstPaise(order, { taxablePaise: 50_000, gstPaise: 9_000 }, 120_050)).toBe(21_609);
    expect(refundGstPaise(order, { taxablePaise: 120_050, gstPaise: 21_609 }, 50_000)).toBe(9_000);
    expect(refundGstPaise(order, { taxablePaise: 0, gstPaise: 0 }, 170_050)).toBe(30_609);
  });

  it('never gives back more GST than the order charged, even where one-paisa lines round up', () => {
    // Three lines of 3 paise: 18% of each rounds to 1, of all 9 paise to 2 (the order charged 2).
    const tiny = { subtotalPaise: 9, gstPaise: gstPaise(9) };
    const first = refundGstPaise(tiny, { taxablePaise: 0, gstPaise: 0 }, 3);
    const second = refundGstPaise(tiny, { taxablePaise: 3, gstPaise: first }, 3);
    const third = refundGstPaise(tiny, { taxablePaise: 6, gstPaise: first + second }, 3);
    expect([first, second, third]).toEqual([1, 0, 1]);
    expect(first + second + third).toBe(tiny.gstPaise);
  });

  it('refuses more than the order is worth', () => {
    expect(() => refundGstPaise(order, { taxablePaise: 120_050, gstPaise: 21_609 }, 120_050)).toThrow(RangeError);
  });
});

describe('the taxes of a credit note', () => {
  it('within the state: CGST and SGST halves, each 9% of the value given back', () => {
    const { notes } = refundInGroups([50_000, 120_050], [[0], [1]], true);
    expect(notes[0]).toEqual({ taxable: 50_000, gst: 9_000, cgstPaise: 4_500, sgstPaise: 4_500, igstPaise: 0 });
    // ₹1,200.50: GST ₹216.09 (216.09 = 108.05 CGST, half up, + 108.04 SGST).
    expect(notes[1]).toEqual({ taxable: 120_050, gst: 21_609, cgstPaise: 10_805, sgstPaise: 10_804, igstPaise: 0 });
  });

  it('across states: all IGST', () => {
    const { notes } = refundInGroups([50_000, 120_050], [[1], [0]], false);
    expect(notes.map((n) => [n.cgstPaise, n.sgstPaise, n.igstPaise])).toEqual([
      [0, 0, 21_609],
      [0, 0, 9_000],
    ]);
  });

  it('the whole order in one note reverses the invoice exactly', () => {
    const { invoice, notes } = refundInGroups([33_333, 66_667, 1], [[0, 1, 2]], true);
    expect(notes[0]).toMatchObject({
      taxable: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
    });
  });

  it('adds up to the invoice tax by tax, in any order, with odd paise (every split of up to 4 lines)', () => {
    const lineSets = [
      [1, 1, 1],
      [3, 3, 3],
      [5, 6, 7, 11],
      [49_999, 1, 50_001],
      [33_333, 33_333, 33_334],
      [99_901, 12_345, 2, 67],
      [49_900, 99_950, 120_050, 333],
    ];
    for (const lines of lineSets) {
      for (const intraState of [true, false]) {
        for (const order of permutations(lines.map((_, i) => i))) {
          for (const groups of groupings(order)) {
            const { invoice, notes, total } = refundInGroups(lines, groups, intraState);
            expect(total).toEqual(invoice);
            const sofar = { cgst: 0, sgst: 0 };
            for (const n of notes) {
              expect(Math.min(n.cgstPaise, n.sgstPaise, n.igstPaise, n.gst)).toBeGreaterThanOrEqual(0);
              expect(n.cgstPaise + n.sgstPaise + n.igstPaise).toBe(n.gst);
              // The notes so far hold CGST and SGST within a paisa of each other, as the invoice does; a single
              // note's two may be two paise apart where its rounding makes up for the notes before it (prices
              // of a few paise can shift more).
              sofar.cgst += n.cgstPaise;
              sofar.sgst += n.sgstPaise;
              expect(Math.abs(sofar.cgst - sofar.sgst)).toBeLessThanOrEqual(1);
              if (intraState && lines.every((l) => l >= 100))
                expect(Math.abs(n.cgstPaise - n.sgstPaise)).toBeLessThanOrEqual(2);
            }
          }
        }
      }
    }
  });

  it('refuses a note beyond the invoice', () => {
    const invoice = invoiceOf([50_000], true);
    expect(() => creditNoteTaxes(invoice, NONE, 50_001, 9_000)).toThrow(RangeError);
    expect(() => creditNoteTaxes(invoice, NONE, 50_000, 9_001)).toThrow(RangeError);
    expect(() => creditNoteTaxes(invoice, NONE, -1, 0)).toThrow(RangeError);
  });
});

describe('credit note serials', () => {
  it('are their own series, PREFIX/YYYY/NNNNNN like invoices, and name their PDF', () => {
    expect(invoiceSerial('CN', '2026-27', 1)).toBe('CN/2627/000001');
    expect(creditNoteFilename('CN/2627/000001')).toBe('credit-note-CN-2627-000001.pdf');
  });
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [item, ...p]),
  );
}

/** Every way to cut a sequence into consecutive non-empty groups. */
function groupings<T>(items: T[]): T[][][] {
  if (items.length === 0) return [[]];
  const out: T[][][] = [];
  for (let i = 1; i <= items.length; i++)
    for (const rest of groupings(items.slice(i))) out.push([items.slice(0, i), ...rest]);
  return out;
}
