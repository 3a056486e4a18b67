import { formatRupees, gstPaise, orderAmounts, paiseToRupees } from '@app/contracts';

/** An independent reference: 18% as exact decimal arithmetic on strings, then half-up to the paisa. */
function referenceGst(subtotal: number): number {
  const tenths = subtotal * 18; // GST in hundredths of a paisa, exact (safe integer in the tested range)
  const whole = Math.trunc(tenths / 100);
  const remainder = tenths - whole * 100;
  return remainder >= 50 ? whole + 1 : whole;
}

describe('gstPaise: 18%, rounded once, half up, to the paisa', () => {
  it('matches the reference for every subtotal from 0 to 200,000 paise', () => {
    for (let x = 0; x <= 200_000; x++) {
      if (gstPaise(x) !== referenceGst(x)) throw new Error(`GST of ${x} paise: ${gstPaise(x)} != ${referenceGst(x)}`);
    }
  });

  it.each([
    [0, 0],
    [1, 0], // 0.18 -> 0
    [3, 1], // 0.54 -> 1
    [25, 5], // 4.50 -> 5 (half up)
    [75, 14], // 13.50 -> 14
    [125, 23], // 22.50 -> 23
    [99_900, 17_982], // Rs 999 -> Rs 179.82
    [49_900, 8_982],
    [149_900, 26_982],
    [100, 18],
    [1_00_00_000, 18_00_000],
  ])('GST of %i paise is %i paise', (subtotal, gst) => {
    expect(gstPaise(subtotal)).toBe(gst);
  });

  it('is exact for subtotals far beyond any cart', () => {
    expect(gstPaise(Number.MAX_SAFE_INTEGER - 1)).toBe(
      Number((BigInt(Number.MAX_SAFE_INTEGER - 1) * 18n + 50n) / 100n),
    );
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %p', (bad) => {
    expect(() => gstPaise(bad)).toThrow(RangeError);
  });

  it('agrees with "1.18 x the total, to 2 decimals" for whole-rupee prices (the spec\'s checkout screen)', () => {
    for (let rupees = 0; rupees <= 20_000; rupees++) {
      const subtotal = rupees * 100;
      const spec = Math.round(Number((rupees * 1.18).toFixed(2)) * 100);
      expect(subtotal + gstPaise(subtotal)).toBe(spec);
    }
  });
});

describe('orderAmounts', () => {
  const sets: [number[], number, number, number][] = [
    [[], 0, 0, 0],
    [[0], 0, 0, 0],
    [[0, 0, 0], 0, 0, 0],
    [[99_900], 99_900, 17_982, 117_882],
    [[99_900, 49_900], 149_800, 26_964, 176_764],
    [[49_900, 49_900, 49_900], 149_700, 26_946, 176_646],
    [[1], 1, 0, 1],
    [[3], 3, 1, 4],
    [[1, 1, 1], 3, 1, 4], // rounded once on the total, not per line (per line would give 0)
    [[25, 25], 50, 9, 59], // per line would be 5 + 5 = 10
    [[12_345, 67_891, 5], 80_241, 14_443, 94_684], // 14443.38 -> 14443
    [[19_999, 0, 1], 20_000, 3_600, 23_600],
    [[125], 125, 23, 148], // 22.5 -> 23
  ];
  it.each(sets)('%j -> subtotal %i, GST %i, total %i', (prices, subtotal, gst, total) => {
    expect(orderAmounts(prices)).toEqual({ subtotalPaise: subtotal, gstPaise: gst, totalPaise: total });
  });

  it('keeps total = subtotal + GST and GST = round half up of 18% on random carts', () => {
    let seed = 42;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed);
    for (let i = 0; i < 5_000; i++) {
      const prices = Array.from({ length: 1 + (next() % 50) }, () => next() % 500_000);
      const sum = prices.reduce((a, b) => a + b, 0);
      const { subtotalPaise, gstPaise: gst, totalPaise } = orderAmounts(prices);
      expect(subtotalPaise).toBe(sum);
      expect(gst).toBe(referenceGst(sum));
      expect(totalPaise).toBe(sum + gst);
    }
  });

  it('refuses negative, fractional and unsafe prices', () => {
    expect(() => orderAmounts([100, -1])).toThrow(RangeError);
    expect(() => orderAmounts([99.5])).toThrow(RangeError);
    expect(() => orderAmounts([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99_900, '₹999.00'],
    [117_882, '₹1,178.82'],
    [1_234_567, '₹12,345.67'],
    [12_345_678_901, '₹12,34,56,789.01'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('converts paise to rupees for the public JSON', () => {
    expect(paiseToRupees(117_882)).toBe(1178.82);
  });
});
