/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The longest serial CGST rule 46 allows. */
export const MAX_SERIAL_LENGTH = 16;

/** The Indian financial year (April to March) of an instant, in India's time: 2026-04-01T00:00+05:30 -> '2026-27'. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The invoice serial: PREFIX/YYYY/NNNNNN, e.g. DC/2627/000042 for the 42nd invoice of 2026-27. The year part keeps
 * serials unique across years while the sequence restarts each April. At most 16 characters (the configuration
 * allows prefixes of up to 4, leaving room for 999,999 invoices a year); a longer one is refused, never cut.
 */
export function invoiceSerial(prefix: string, financialYear: string, sequence: number): string {
  const match = /^\d\d(\d\d)-(\d\d)$/.exec(financialYear);
  if (!match) throw new RangeError(`Not a financial year: ${financialYear}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not an invoice sequence: ${sequence}`);
  const serial = `${prefix}/${match[1]}${match[2]}/${String(sequence).padStart(6, '0')}`;
  if (serial.length > MAX_SERIAL_LENGTH)
    throw new RangeError(`Invoice serial ${serial} is longer than ${MAX_SERIAL_LENGTH} characters`);
  return serial;
}

/** The file name a serial's PDF goes by: invoice-DC-2627-000042.pdf. */
export const invoiceFilename = (serial: string) => `invoice-${serial.replace(/\//g, '-')}.pdf`;
