import { orderAmounts } from '@app/contracts';
import { createDatabase, type DatabaseHandle } from '@app/db';
import { InvoiceService, renderInvoicePdf, type InvoiceRow } from '@app/invoicing';
import { InvoicesRepository } from '../src/invoices.repository.js';
import { Outbox } from '@app/queue';
import { pdfText } from '../../../test/support/pdf-text.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

let env: TestEnv;
let handle: DatabaseHandle;
let service: InvoiceService;
let fieldId: string;

beforeAll(async () => {
  env = await createTestEnv();
  handle = createDatabase(env.databaseUrl, 4);
  // The default supplier: the Delhi dev company, GSTIN 07..., serials DC/....
  service = new InvoiceService(env.config(), new InvoicesRepository(handle.db), new Outbox(handle.db));
  fieldId = (await sql('SELECT id FROM fields ORDER BY sort_order LIMIT 1'))[0].id;
});

afterAll(async () => {
  await handle?.pool.end();
  await env?.cleanup();
});

async function sql(text: string, values: unknown[] = []) {
  return (await handle.pool.query(text, values)).rows;
}

let seq = 0;
async function buyer(profile: { first?: string; last?: string; state?: string | null } = {}): Promise<string> {
  seq += 1;
  const [row] = await sql(
    `INSERT INTO users (username, email, role, user_type, first_name, last_name, state, confirmed_at)
     VALUES ($1, $2, 'student', 'student', $3, $4, $5, now()) RETURNING id`,
    [
      `inv${seq}`,
      `inv${seq}@example.in`,
      profile.first ?? 'Meera',
      profile.last ?? 'Nair',
      profile.state === undefined ? 'Delhi' : profile.state,
    ],
  );
  return row.id;
}

/** A careers order with these lines (name, paise), PAID unless told. */
async function careersOrder(
  userId: string,
  lines: [string, number][],
  options: { billingState?: string | null; status?: string } = {},
): Promise<string> {
  const amounts = orderAmounts(lines.map(([, p]) => p));
  const [order] = await sql(
    `INSERT INTO orders (user_id, status, billing_state, subtotal_paise, gst_paise, total_paise, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
    [
      userId,
      options.status ?? 'PAID',
      options.billingState === undefined ? null : options.billingState,
      amounts.subtotalPaise,
      amounts.gstPaise,
      amounts.totalPaise,
    ],
  );
  for (const [name, paise] of lines) {
    seq += 1;
    const [career] = await sql(
      `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
       VALUES ($1, $2, $3, 'x', '/media/logos/x.svg', '#eeeeee', $4, $4) RETURNING id`,
      [`inv-career-${seq}`, name, fieldId, paise],
    );
    await sql(
      `INSERT INTO order_lines (order_id, career_id, unit_price_paise, total_price_paise) VALUES ($1, $2, $3, $3)`,
      [order.id, career.id, paise],
    );
  }
  return order.id;
}

const issue = (orderId: string, at?: Date) => handle.db.transaction((tx) => service.issue(tx, orderId, at));
const announced = async (orderId: string) =>
  (
    await sql(`SELECT count(*)::int AS n FROM outbox WHERE type = 'InvoiceIssued' AND payload->>'orderId' = $1`, [
      orderId,
    ])
  )[0].n as number;
const counter = async (year: string) =>
  (await sql('SELECT last_sequence FROM invoice_counters WHERE financial_year = $1', [year]))[0]?.last_sequence;

describe('InvoiceService.issue', () => {
  it('numbers invoices consecutively within a financial year and restarts at 1 on 1 April, India time', async () => {
    const me = await buyer();
    const lastOfYear = new Date('2027-03-31T23:59:00+05:30');
    const firstOfNext = new Date('2027-04-01T00:00:00+05:30');
    const a = await issue(await careersOrder(me, [['Pilot', 10_000]]), lastOfYear);
    const b = await issue(await careersOrder(me, [['Pilot', 10_000]]), firstOfNext);
    const c = await issue(await careersOrder(me, [['Pilot', 10_000]]), lastOfYear);
    const d = await issue(await careersOrder(me, [['Pilot', 10_000]]), firstOfNext);
    expect([a, b, c, d].map((i) => [i.financialYear, i.sequence, i.serial])).toEqual([
      ['2026-27', 1, 'DC/2627/000001'],
      ['2027-28', 1, 'DC/2728/000001'],
      ['2026-27', 2, 'DC/2627/000002'],
      ['2027-28', 2, 'DC/2728/000002'],
    ]);
    expect(new Set([a, b, c, d].map((i) => i.serial)).size).toBe(4);
    for (const i of [a, b, c, d]) expect(i.serial.length).toBeLessThanOrEqual(16);
  });

  it('is idempotent: a second issue answers the same invoice, uses no serial and announces nothing; a rolled-back one gives its serial back', async () => {
    const me = await buyer();
    const at = new Date('2030-06-01T12:00:00+05:30');
    const orderId = await careersOrder(me, [['Architect', 99_900]]);
    const first = await issue(orderId, at);
    const again = await issue(orderId, new Date('2030-07-01T12:00:00+05:30'));
    expect(again).toEqual(first);
    expect(await counter('2030-31')).toBe(1);
    expect((await sql('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1', [orderId]))[0].n).toBe(1);
    // One InvoiceIssued (the buyer's mail), written with the invoice.
    expect(await announced(orderId)).toBe(1);

    // The fulfilment transaction fails after issuing: no invoice, and the next order gets serial 2, not 3.
    const failed = await careersOrder(me, [['Surgeon', 50_000]]);
    await expect(
      handle.db.transaction(async (tx) => {
        await service.issue(tx, failed, at);
        throw new Error('enrolment failed');
      }),
    ).rejects.toThrow('enrolment failed');
    expect(await sql('SELECT 1 FROM invoices WHERE order_id = $1', [failed])).toHaveLength(0);
    expect(await announced(failed)).toBe(0);
    expect((await issue(failed, at)).serial).toBe('DC/3031/000002');
    expect(await announced(failed)).toBe(1);
  });

  it('takes consecutive serials when many orders are fulfilled at once', async () => {
    const me = await buyer();
    const at = new Date('2031-05-05T10:00:00+05:30');
    const orders = await Promise.all(Array.from({ length: 8 }, () => careersOrder(me, [['Nurse', 20_000]])));
    const issued = await Promise.all(orders.map((id) => issue(id, at)));
    expect(issued.map((i) => i.sequence).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('issues and announces one invoice when the same order is issued many times at once', async () => {
    const me = await buyer();
    const at = new Date('2032-05-05T10:00:00+05:30');
    const orderId = await careersOrder(me, [['Pharmacist', 30_000]]);
    const issued = await Promise.all(Array.from({ length: 6 }, () => issue(orderId, at)));
    expect(new Set(issued.map((i) => i.serial))).toEqual(new Set(['DC/3233/000001']));
    expect(await counter('2032-33')).toBe(1);
    expect(await announced(orderId)).toBe(1);
  });

  it('within Delhi (a Delhi GSTIN): CGST 9% rounded half up and SGST the rest, the odd paisa included', async () => {
    const me = await buyer({ state: 'Delhi' });
    // Rs 10.25: GST 1.845 -> 1.85; CGST 0.9225 -> 0.92; SGST 0.93.
    const invoice = await issue(await careersOrder(me, [['Data Scientist', 1_025]], { billingState: 'Delhi' }));
    expect(invoice).toMatchObject({
      buyerName: 'Meera Nair',
      buyerState: 'Delhi',
      buyerStateCode: '07',
      supplierGstin: '07AABCD1234E1ZA',
      supplierStateCode: '07',
      sac: '999293',
      taxablePaise: 1_025,
      cgstPaise: 92,
      sgstPaise: 93,
      igstPaise: 0,
      totalPaise: 1_210,
      lines: [{ description: 'Data Scientist', amountPaise: 1_025 }],
    });
    const text = pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('Rs. 0.92');
    expect(text).toContain('SGST @ 9%');
    expect(text).toContain('Rs. 0.93');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Rs. 12.10');
    expect(text).toContain('Total in words: Rupees Twelve and Ten Paise Only');
  });

  it('to another state: all IGST; the lines are the careers by name', async () => {
    const me = await buyer({ first: 'Arjun', last: 'Menon', state: 'Kerala' });
    const invoice = await issue(
      await careersOrder(
        me,
        [
          ['Pilot', 99_900],
          ['Architect', 49_950],
        ],
        { billingState: 'Karnataka' },
      ),
    );
    expect(invoice).toMatchObject({
      buyerName: 'Arjun Menon',
      buyerState: 'Karnataka',
      buyerStateCode: '29',
      taxablePaise: 149_850,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 26_973,
      totalPaise: 176_823,
      lines: [
        { description: 'Architect', amountPaise: 49_950 },
        { description: 'Pilot', amountPaise: 99_900 },
      ],
    });
    const text = pdfText(await renderInvoicePdf(invoice));
    for (const shown of [
      'TAX INVOICE',
      'Disha Career Guidance Private Limited',
      'GSTIN: 07AABCD1234E1ZA',
      invoice.serial,
      'Arjun Menon',
      'Karnataka (code 29)',
      'Delhi (code 07)',
      '999293',
      'Architect',
      'Rs. 499.50',
      'IGST @ 18%',
      'Rs. 269.73',
      'Rs. 1,768.23',
      'Total in words: Rupees One Thousand Seven Hundred Sixty Eight and Twenty Three Paise Only',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('CGST');
  });

  it("falls back to the profile's state, then to the supplier's; the username when the buyer has no name", async () => {
    const fromProfile = await issue(await careersOrder(await buyer({ state: 'tamil  nadu' }), [['Pilot', 10_000]]));
    expect(fromProfile).toMatchObject({ buyerState: 'Tamil Nadu', buyerStateCode: '33', igstPaise: 1_800 });
    const unknown = await issue(
      await careersOrder(await buyer({ state: 'Atlantis', first: ' ', last: '' }), [['Pilot', 10_000]]),
    );
    expect(unknown).toMatchObject({
      buyerState: 'Delhi',
      buyerStateCode: '07',
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
    });
    expect(unknown.buyerName).toMatch(/^inv\d+$/);
  });

  it('invoices a course order as one line with the course title', async () => {
    const me = await buyer({ state: 'Goa' });
    const [course] = await sql('SELECT id, title FROM courses LIMIT 1');
    const amounts = orderAmounts([1_499_900]);
    const [order] = await sql(
      `INSERT INTO orders (user_id, status, kind, course_id, course_type, billing_state, subtotal_paise, gst_paise, total_paise)
       VALUES ($1, 'PAID', 'COURSE', $2, 1, 'Goa', $3, $4, $5) RETURNING id`,
      [me, course.id, amounts.subtotalPaise, amounts.gstPaise, amounts.totalPaise],
    );
    const invoice = await issue(order.id);
    expect(invoice).toMatchObject({
      lines: [{ description: course.title, amountPaise: 1_499_900 }],
      buyerState: 'Goa',
      igstPaise: amounts.gstPaise,
      totalPaise: amounts.totalPaise,
    });
  });

  it('refuses an unpaid or unknown order', async () => {
    const me = await buyer();
    await expect(issue(await careersOrder(me, [['Pilot', 10_000]], { status: 'CREATED' }))).rejects.toThrow(
      /only a paid order/,
    );
    await expect(issue('00000000-0000-4000-8000-000000000000')).rejects.toThrow(/does not exist/);
  });
});

describe('the invoice PDF', () => {
  it('is one A4 page, the same bytes each time, and continues on another page only for a very long order', async () => {
    const me = await buyer();
    const invoice: InvoiceRow = await issue(
      await careersOrder(
        me,
        Array.from(
          { length: 12 },
          (_, i) => [`Career number ${i + 1} with a rather long name`, 10_000 + i] as [string, number],
        ),
      ),
    );
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect((await renderInvoicePdf(invoice)).equals(pdf)).toBe(true);

    const long = {
      ...invoice,
      lines: Array.from({ length: 50 }, (_, i) => ({ description: `Career ${i + 1}`, amountPaise: 100 })),
    };
    const pages = (await renderInvoicePdf(long)).toString('latin1').match(/\/Type \/Page\b/g)!.length;
    expect(pages).toBe(2);
  });
});
