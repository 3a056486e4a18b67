import PDFDocument from 'pdfkit';
import { COMPANY } from '@app/contracts';
import type { CredentialSlip } from '@app/identity';

const PAGE = { width: 595.28, height: 841.89, margin: 28 };
/** Two columns of five slips: ten students a page, each slip cut out along the dashed lines. */
export const SLIPS_PER_PAGE = 10;
const COLUMNS = 2;
const ROWS = SLIPS_PER_PAGE / COLUMNS;
const SLIP_W = (PAGE.width - 2 * PAGE.margin) / COLUMNS;
const SLIP_H = (PAGE.height - 2 * PAGE.margin) / ROWS;
const PAD = 12;
const INK = '#1f2933';
const GREY = '#5f6b7a';
const NAVY = '#1E3A8A';

// The standard PDF fonts (no embedding, small files) encode WinAnsi only: anything else would print as a wrong
// glyph, so it prints as '?' (as on the career report).
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * The credentials sheet: one cut-out slip per student with their school, name, class and section, admission
 * number, username and one-time password, where to sign in, and that a new password will be asked for. A4, ten
 * slips a page, in the order given (the console sends the import's order).
 */
export function renderCredentialsPdf(slips: CredentialSlip[], signInUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: 'Student sign-in slips', Author: COMPANY.brand },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  slips.forEach((slip, i) => {
    const onPage = i % SLIPS_PER_PAGE;
    if (i > 0 && onPage === 0) doc.addPage();
    const x = PAGE.margin + (onPage % COLUMNS) * SLIP_W;
    const y = PAGE.margin + Math.floor(onPage / COLUMNS) * SLIP_H;
    drawSlip(doc, slip, x, y, signInUrl);
  });
  doc.end();
  return done;
}

function drawSlip(doc: PDFKit.PDFDocument, slip: CredentialSlip, x: number, y: number, signInUrl: string): void {
  doc.save().rect(x, y, SLIP_W, SLIP_H).dash(3, { space: 3 }).lineWidth(0.5).strokeColor('#9aa5b1').stroke();
  doc.restore();
  const left = x + PAD;
  const width = SLIP_W - 2 * PAD;
  // At most `lines` lines each (a long name wraps once, then ends in an ellipsis), so a slip never spills over.
  const line = (text: string, font: string, size: number, color = INK, lines = 1) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(printable(text), left, undefined, { width, height: size * 1.2 * lines, ellipsis: true });
  doc.y = y + PAD;
  line(slip.schoolName, 'Helvetica', 8, GREY);
  doc.moveDown(0.3);
  line(slip.name, 'Helvetica-Bold', 13, INK, 2);
  const klass = [slip.class && `Class ${slip.class}`, slip.section && `Section ${slip.section}`].filter(Boolean);
  line(klass.join(', ') || 'Class -', 'Helvetica', 9, GREY);
  line(`Admission no. ${slip.admissionNumber ?? '-'}`, 'Helvetica', 9, GREY);
  doc.moveDown(0.6);
  line(`Username: ${slip.username}`, 'Helvetica', 11);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text('One-time password: ', left, undefined, { continued: true });
  doc.font('Courier-Bold').fontSize(14).fillColor(NAVY).text(printable(slip.password), { lineBreak: false });
  doc.moveDown(1);
  line(`Sign in to ${COMPANY.brand} at ${signInUrl}`, 'Helvetica', 9, INK, 2);
  line('You will be asked to set a new password.', 'Helvetica-Oblique', 9, GREY);
}
