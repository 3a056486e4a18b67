import PDFDocument from 'pdfkit';
import { formatRupees, indianStateByCode } from '@app/contracts';
import { rupeesInWords } from './amount-in-words.js';
import { CGST_PERCENT, IGST_PERCENT, SGST_PERCENT } from './gst-split.js';
import type { CreditNoteRow } from './credit-notes/credit-notes.repository.js';
import type { InvoiceRow } from './invoices.repository.js';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** Columns of the lines table: serial number, description, SAC, taxable value. */
const COLUMNS = { no: 28, sac: 60, amount: 110 };
const DESCRIPTION_WIDTH = WIDTH - COLUMNS.no - COLUMNS.sac - COLUMNS.amount;

// The standard PDF fonts (no embedding, small files) have no rupee sign: amounts read "Rs. 1,180.00".
const rs = (paise: number) => formatRupees(paise).replace('₹', 'Rs. ');

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const stateWithCode = (name: string, code: string) => `${name} (code ${code})`;

/** What a tax invoice and a credit note both show (their rows' shared snapshot columns). */
type TaxDocument = Pick<
  InvoiceRow,
  | 'orderId'
  | 'serial'
  | 'issuedAt'
  | 'supplierName'
  | 'supplierAddress'
  | 'supplierGstin'
  | 'supplierStateCode'
  | 'buyerName'
  | 'buyerState'
  | 'buyerStateCode'
  | 'sac'
  | 'lines'
  | 'taxablePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
>;

/** The words that tell an invoice and a credit note apart. */
interface Wording {
  title: string;
  /** The document's name in a sentence ("Tax invoice DC/2627/000042"). */
  name: string;
  numberLabel: string;
  dateLabel: string;
  /** Facts after the number and the date (a credit note's original invoice and reason). */
  facts: [string, string][];
  settled: string;
}

/**
 * The tax invoice as an A4 PDF, drawn only from the invoice row (its snapshot), so it reads the same however often
 * it is rendered: the document's dates are the invoice's, which makes the bytes the same too. Everything fits one
 * page for any ordinary order; a very long list of lines continues on further pages.
 */
export function renderInvoicePdf(invoice: InvoiceRow, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderPdf(
    invoice,
    {
      title: 'TAX INVOICE',
      name: 'Tax invoice',
      numberLabel: 'Invoice No.',
      dateLabel: 'Invoice date',
      facts: [],
      settled: 'Paid in full online. This is a computer-generated invoice and needs no signature.',
    },
    options,
  );
}

/**
 * A GST credit note (CGST Rule 53) as an A4 PDF, laid out as the invoice it corrects: its own number and date,
 * the original invoice's number and date, the reason, and the value and taxes it reverses.
 */
export function renderCreditNotePdf(note: CreditNoteRow, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderPdf(
    note,
    {
      title: 'CREDIT NOTE',
      name: 'Credit note',
      numberLabel: 'Credit note No.',
      dateLabel: 'Credit note date',
      facts: [
        ['Against invoice', note.invoiceSerial],
        ['Invoice date', DATE.format(note.invoiceIssuedAt)],
        ['Reason', note.reason],
      ],
      settled:
        'Refunded to the payment it was paid by. This is a computer-generated credit note and needs no signature.',
    },
    options,
  );
}

function renderPdf(invoice: TaxDocument, wording: Wording, options: { compress?: boolean }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${wording.name} ${invoice.serial}`,
      Author: invoice.supplierName,
      Subject: `GST ${wording.name.toLowerCase()} ${invoice.serial} of ${DATE.format(invoice.issuedAt)}`,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, invoice, wording);
  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, y: number, color = RULE): void {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

/** Label: value pairs in a column; answers where the column ends. */
function facts(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  pairs: [string, string][],
  labelWidth: number,
): number {
  let at = y;
  for (const [label, value] of pairs) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, x, at, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fillColor('black')
      .text(value, x + labelWidth, at, { width: width - labelWidth });
    at = Math.max(doc.y, at + 12) + 2;
  }
  return at;
}

function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.rect(LEFT, y, WIDTH, 20).fillColor('#eef2f7').fill();
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  let x = LEFT;
  doc.text('No.', x + 4, y + 6, { width: COLUMNS.no - 4 });
  x += COLUMNS.no;
  doc.text('Description of service', x, y + 6, { width: DESCRIPTION_WIDTH - 8 });
  x += DESCRIPTION_WIDTH;
  doc.text('SAC', x, y + 6, { width: COLUMNS.sac });
  x += COLUMNS.sac;
  doc.text('Taxable value', x, y + 6, { width: COLUMNS.amount - 4, align: 'right' });
  return y + 20;
}

/** A further page of a long document: it names the document it continues. */
function continuePage(doc: PDFKit.PDFDocument, invoice: TaxDocument, wording: Wording): number {
  doc.addPage();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(`${wording.name} ${invoice.serial} of ${DATE.format(invoice.issuedAt)}, continued`, LEFT, PAGE.margin, {
      width: WIDTH,
    });
  return PAGE.margin + 18;
}

function draw(doc: PDFKit.PDFDocument, invoice: TaxDocument, wording: Wording): void {
  const supplierState = indianStateByCode(invoice.supplierStateCode)?.name ?? invoice.supplierStateCode;
  const intraState = invoice.igstPaise === 0 && invoice.supplierStateCode === invoice.buyerStateCode;

  // Title.
  let y = PAGE.margin;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('black')
    .text(wording.title, LEFT, y, { width: WIDTH / 2 });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text('Original for recipient', LEFT, y + 6, { width: WIDTH, align: 'right' });
  y += 30;
  rule(doc, y, 'black');
  y += 12;

  // The supplier (left) and the invoice's own facts (right).
  const leftWidth = WIDTH * 0.54;
  const rightX = LEFT + WIDTH * 0.58;
  const rightWidth = LEFT + WIDTH - rightX;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(invoice.supplierName, LEFT, y, { width: leftWidth });
  doc.font('Helvetica').fontSize(9).text(invoice.supplierAddress, { width: leftWidth });
  doc.moveDown(0.3);
  doc.text(`GSTIN: ${invoice.supplierGstin}`, { width: leftWidth });
  doc.text(`State: ${stateWithCode(supplierState, invoice.supplierStateCode)}`, { width: leftWidth });
  const supplierEnd = doc.y;
  const factsEnd = facts(
    doc,
    rightX,
    y,
    rightWidth,
    [
      [wording.numberLabel, invoice.serial],
      [wording.dateLabel, DATE.format(invoice.issuedAt)],
      ...wording.facts,
      ['Place of supply', stateWithCode(invoice.buyerState, invoice.buyerStateCode)],
      ['Reverse charge', 'No'],
    ],
    78,
  );
  y = Math.max(supplierEnd, factsEnd) + 12;
  rule(doc, y);
  y += 10;

  // The buyer.
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text('Billed to', LEFT, y);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(invoice.buyerName, { width: leftWidth });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`State: ${stateWithCode(invoice.buyerState, invoice.buyerStateCode)}`, { width: leftWidth });
  const buyerEnd = doc.y;
  const orderEnd = facts(doc, rightX, y, rightWidth, [['Order', invoice.orderId]], 40);
  y = Math.max(buyerEnd, orderEnd) + 16;

  // The lines.
  y = tableHeader(doc, y);
  invoice.lines.forEach((line, index) => {
    doc.font('Helvetica').fontSize(9);
    const height = Math.max(doc.heightOfString(line.description, { width: DESCRIPTION_WIDTH - 8 }), 11) + 8;
    if (y + height > BOTTOM - 40) y = tableHeader(doc, continuePage(doc, invoice, wording));
    doc.font('Helvetica').fontSize(9).fillColor('black');
    let x = LEFT;
    doc.text(String(index + 1), x + 4, y + 4, { width: COLUMNS.no - 4 });
    x += COLUMNS.no;
    doc.text(line.description, x, y + 4, { width: DESCRIPTION_WIDTH - 8 });
    x += DESCRIPTION_WIDTH;
    doc.text(invoice.sac, x, y + 4, { width: COLUMNS.sac });
    x += COLUMNS.sac;
    doc.text(rs(line.amountPaise), x, y + 4, { width: COLUMNS.amount - 4, align: 'right' });
    y += height;
    rule(doc, y);
  });

  // The totals, the taxes and the total in words.
  const totals: [string, string][] = [['Taxable value', rs(invoice.taxablePaise)]];
  if (intraState) {
    totals.push([`CGST @ ${CGST_PERCENT}%`, rs(invoice.cgstPaise)], [`SGST @ ${SGST_PERCENT}%`, rs(invoice.sgstPaise)]);
  } else {
    totals.push([`IGST @ ${IGST_PERCENT}%`, rs(invoice.igstPaise)]);
  }
  const words = `Total in words: ${rupeesInWords(invoice.totalPaise)}`;
  doc.font('Helvetica-Bold').fontSize(10);
  const needed = totals.length * 15 + 26 + doc.heightOfString(words, { width: WIDTH }) + 110;
  if (y + needed > BOTTOM) y = continuePage(doc, invoice, wording);
  y += 8;
  const labelX = LEFT + WIDTH - COLUMNS.amount - 170;
  for (const [label, value] of totals) {
    doc.font('Helvetica').fontSize(9.5).fillColor('black').text(label, labelX, y, { width: 170 });
    doc.text(value, LEFT + WIDTH - COLUMNS.amount, y, { width: COLUMNS.amount - 4, align: 'right' });
    y += 15;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor('black')
    .stroke();
  y += 6;
  doc.font('Helvetica-Bold').fontSize(11).text('Total', labelX, y, { width: 170 });
  doc.text(rs(invoice.totalPaise), LEFT + WIDTH - COLUMNS.amount - 40, y, {
    width: COLUMNS.amount + 36,
    align: 'right',
  });
  y += 24;
  doc.font('Helvetica-Bold').fontSize(10).text(words, LEFT, y, { width: WIDTH });
  y = doc.y + 18;
  rule(doc, y);
  y += 10;

  // Notes and the signature line.
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  doc.text(
    `SAC ${invoice.sac}: commercial training and coaching services. Tax is not payable on reverse charge.`,
    LEFT,
    y,
    { width: WIDTH },
  );
  doc.text(wording.settled, { width: WIDTH });
  y = doc.y + 18;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('black')
    .text(`For ${invoice.supplierName}`, LEFT, y, { width: WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY).text('Authorised signatory', { width: WIDTH, align: 'right' });
}
