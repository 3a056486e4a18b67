import {
  financialYearOf,
  invoiceFilename,
  invoiceSerial,
  MAX_SERIAL_LENGTH,
  numberInWords,
  rupeesInWords,
  splitGst,
} from '@app/invoicing';
import { gstPaise } from '@app/contracts';

describe('financial year (April to March, India time)', () => {
  it.each([
    ['2027-03-31T23:59:59+05:30', '2026-27'],
    ['2027-04-01T00:00:00+05:30', '2027-28'],
    // 18:30 UTC on 31 March is already 1 April in India.
    ['2027-03-31T18:29:59Z', '2026-27'],
    ['2027-03-31T18:30:00Z', '2027-28'],
    ['2026-12-31T23:00:00+05:30', '2026-27'],
    ['2026-01-15T10:00:00+05:30', '2025-26'],
    ['2099-06-01T00:00:00+05:30', '2099-00'],
  ])('%s is in %s', (at, year) => {
    expect(financialYearOf(new Date(at))).toBe(year);
  });
});

describe('invoice serial', () => {
  it('is PREFIX/YYYY/NNNNNN: the year pair and a 6-digit sequence', () => {
    expect(invoiceSerial('DC', '2026-27', 42)).toBe('DC/2627/000042');
    expect(invoiceSerial('DC', '2099-00', 1)).toBe('DC/9900/000001');
    expect(invoiceFilename('DC/2627/000042')).toBe('invoice-DC-2627-000042.pdf');
  });

  it('is at most 16 characters, and is refused rather than cut when it would be longer', () => {
    expect(invoiceSerial('ABCD', '2026-27', 999_999)).toBe('ABCD/2627/999999');
    expect(invoiceSerial('ABCD', '2026-27', 999_999)).toHaveLength(MAX_SERIAL_LENGTH);
    expect(invoiceSerial('DC', '2026-27', 12_345_678)).toBe('DC/2627/12345678');
    expect(() => invoiceSerial('ABCD', '2026-27', 1_000_000)).toThrow(/longer than 16/);
    expect(() => invoiceSerial('DC', '2026', 1)).toThrow(RangeError);
    expect(() => invoiceSerial('DC', '2026-27', 0)).toThrow(RangeError);
  });
});

describe('amount in words (Indian numbering)', () => {
  it.each([
    [118_000, 'Rupees One Thousand One Hundred Eighty Only'],
    [118_050, 'Rupees One Thousand One Hundred Eighty and Fifty Paise Only'],
    [117_882, 'Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only'],
    [100, 'Rupees One Only'],
    [1_210, 'Rupees Twelve and Ten Paise Only'],
    [99, 'Ninety Nine Paise Only'],
    [0, 'Rupees Zero Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_234_567_89, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only'],
    [1_999_999_00, 'Rupees Nineteen Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      2_147_483_647,
      'Rupees Two Crore Fourteen Lakh Seventy Four Thousand Eight Hundred Thirty Six and Forty Seven Paise Only',
    ],
    [1_005_000_011_00, 'Rupees One Hundred Crore Fifty Lakh Eleven Only'],
    [1_000_500_001_100, 'Rupees One Thousand Crore Fifty Lakh Eleven Only'],
    [11_911_300, 'Rupees One Lakh Nineteen Thousand One Hundred Thirteen Only'],
  ])('%d paise: %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('writes whole numbers with hundreds, thousands, lakhs and crores', () => {
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(12_00_00_000)).toBe('Twelve Crore');
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});

describe('GST split', () => {
  it('within the state: CGST is 9% rounded half up, SGST the rest, adding up to the GST charged', () => {
    expect(splitGst(100_000, 18_000, true)).toEqual({ cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 });
    // 1025 paise: GST 184.5 -> 185; CGST 92.25 -> 92; SGST 93 (the odd paisa).
    expect(splitGst(1_025, gstPaise(1_025), true)).toEqual({ cgstPaise: 92, sgstPaise: 93, igstPaise: 0 });
    // 50 paise: GST 9; CGST 4.5 -> 5 (half up); SGST 4.
    expect(splitGst(50, gstPaise(50), true)).toEqual({ cgstPaise: 5, sgstPaise: 4, igstPaise: 0 });
    expect(splitGst(0, 0, true)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('across states: all IGST', () => {
    expect(splitGst(1_025, 185, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 185 });
  });

  it('always adds up, with each half within a paisa of 9%', () => {
    for (let taxable = 0; taxable < 5_000; taxable += 1) {
      const gst = gstPaise(taxable);
      const { cgstPaise, sgstPaise } = splitGst(taxable, gst, true);
      expect(cgstPaise + sgstPaise).toBe(gst);
      expect(Math.abs(cgstPaise - taxable * 0.09)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(sgstPaise - taxable * 0.09)).toBeLessThan(1);
    }
  });
});
