import { randomBytes } from 'node:crypto';
import { ConfigError, DEV_INVOICE_SUPPLIER, gstinCheckCharacter, gstinProblem, loadConfig } from '@app/config';

// NODE_ENV unset means production: the cases outside it name their NODE_ENV (production also needs SMTP_URL).
const base = {
  NODE_ENV: 'development',
  DATABASE_URL: 'postgres://x/y',
  REDIS_URL: 'redis://x',
  // A secret made for the run: production refuses a guessable one and any the repository contains.
  AUTH_TOKEN_SECRET: randomBytes(48).toString('base64'),
  SMTP_URL: 'smtp://mail.example.in:587',
  // Production also needs the support number (support-phone-config.spec.ts).
  SUPPORT_PHONE: '+91 20 4000 1234',
};
const live = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' };
const supplier = {
  INVOICE_SUPPLIER_NAME: 'Acme Learning Private Limited',
  INVOICE_SUPPLIER_ADDRESS: '5 FC Road, Pune, Maharashtra 411004',
  INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
};

describe('GSTIN', () => {
  it('accepts real-world GSTINs and computes their check character (Luhn mod 36)', () => {
    for (const gstin of [
      '27AAPFU0939F1ZV',
      '29AAGCB7383J1Z4',
      '09AAACH7409R1ZZ',
      '27AAACR5055K1Z7',
      DEV_INVOICE_SUPPLIER.gstin,
    ]) {
      expect(gstinProblem(gstin)).toBeUndefined();
      expect(gstinCheckCharacter(gstin)).toBe(gstin[14]);
    }
  });

  it('refuses a wrong length or shape, an unknown state code and a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1XV')).toMatch(/15 characters/); // the 14th must be Z
    expect(gstinProblem('2AAAPFU0939F1ZV')).toMatch(/15 characters/);
    expect(gstinProblem('98AAPFU0939F1ZV')).toMatch(/not the GST code of a state/);
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character \(expected V\)/);
  });
});

describe('invoice configuration', () => {
  it('defaults outside production to the Delhi dev company, prefix DC', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).invoice).toEqual({
      supplierName: 'Disha Career Guidance Private Limited',
      supplierAddress: '3rd Floor, 14 Nehru Place, New Delhi, Delhi 110019, India',
      supplierGstin: '07AABCD1234E1ZA',
      supplierState: 'Delhi',
      supplierStateCode: '07',
      serialPrefix: 'DC',
      creditNotePrefix: 'CN',
    });
  });

  it("takes a credit note prefix of its own, and refuses the invoices' one", () => {
    expect(loadConfig({ ...base, CREDIT_NOTE_SERIAL_PREFIX: 'crn' }).invoice.creditNotePrefix).toBe('CRN');
    expect(() => loadConfig({ ...base, CREDIT_NOTE_SERIAL_PREFIX: 'DC' })).toThrow(
      /CREDIT_NOTE_SERIAL_PREFIX: must differ from INVOICE_SERIAL_PREFIX/,
    );
    expect(() => loadConfig({ ...base, CREDIT_NOTE_SERIAL_PREFIX: 'CREDIT' })).toThrow(ConfigError);
  });

  it("takes the supplier's state from the GSTIN and upper-cases the GSTIN and prefix", () => {
    const { invoice } = loadConfig({
      ...base,
      ...supplier,
      INVOICE_SUPPLIER_GSTIN: ' 27aapfu0939f1zv ',
      INVOICE_SERIAL_PREFIX: 'ac1',
    });
    expect(invoice).toMatchObject({
      supplierGstin: '27AAPFU0939F1ZV',
      supplierState: 'Maharashtra',
      supplierStateCode: '27',
      serialPrefix: 'AC1',
    });
  });

  it('refuses a malformed GSTIN and a prefix that could make a serial longer than 16 characters', () => {
    expect(() => loadConfig({ ...base, INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZW' })).toThrow(
      /INVOICE_SUPPLIER_GSTIN has a wrong check character/,
    );
    expect(() => loadConfig({ ...base, INVOICE_SUPPLIER_GSTIN: '99AAPFU0939F1ZV' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, INVOICE_SERIAL_PREFIX: 'DISHA' })).toThrow(
      /INVOICE_SERIAL_PREFIX must be 1 to 4/,
    );
    expect(() => loadConfig({ ...base, INVOICE_SERIAL_PREFIX: 'D/C' })).toThrow(ConfigError);
  });

  it('requires the supplier in production and refuses the dev GSTIN there', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', ...live, ...supplier }).invoice.supplierName).toBe(
      supplier.INVOICE_SUPPLIER_NAME,
    );
    for (const missing of Object.keys(supplier)) {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...live, ...supplier, [missing]: undefined })).toThrow(
        /required in production \(the GST tax invoice/,
      );
    }
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        ...live,
        ...supplier,
        INVOICE_SUPPLIER_GSTIN: DEV_INVOICE_SUPPLIER.gstin,
      }),
    ).toThrow(/INVOICE_SUPPLIER_GSTIN: is the development GSTIN, published in this repository/);
  });
});
