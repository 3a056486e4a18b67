import PDFDocument from 'pdfkit';
import {
  BAND_COLOURS,
  BAND_LABELS,
  COMPANY,
  type CareerSummaryResponse,
  type ReportAnswer,
  type ReportSection,
} from '@app/contracts';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content stops here; the band explanation and the page number sit below. */
const CONTENT_BOTTOM = PAGE.height - 70;
const FOOTER_TOP = PAGE.height - 60;

const NAVY = '#1E3A8A';
const AMBER = '#F59E0B';
const INK = '#1f2933';
const GREY = '#5f6b7a';
const RULE = '#d5dbe3';
const PANEL = '#f4f6fb';
const CHIP = '#e6ecf8';

/** The detailed report's columns: section, score, max, remark (the rest). */
const COLUMNS = { section: 132, score: 40, max: 40 };
const REMARK_X = LEFT + COLUMNS.section + COLUMNS.score + COLUMNS.max + 14;
const REMARK_WIDTH = LEFT + WIDTH - REMARK_X - 6;

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The overall bands (spec section 9), as the footer of every page explains them. */
export const BAND_EXPLANATION = `How to read your score: 79-100% is HIGH (${BAND_LABELS.HIGH}), 51-78% is MODERATE (${BAND_LABELS.MODERATE}), below 51% is LOW (${BAND_LABELS.LOW}). Each section is banded on its own score.`;

// The standard PDF fonts (no embedding, small files) encode WinAnsi only: anything else would print as wrong glyphs,
// so it prints as '?' (and the rupee sign as 'Rs.').
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return text
    .replace(/₹/g, 'Rs.')
    .replace(/[\u2010\u2011\u2012]/g, '-')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/g, (ch) => (WIN_ANSI_EXTRA.includes(ch) ? ch : '?'));
}

/** `report-computer-science-engineer.pdf`: the career's name as a file name (its slug, for the seeded careers). */
export function reportFilename(careerName: string): string {
  const slug = careerName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `report-${slug || 'career'}.pdf`;
}

/**
 * The career report (the report screen: Your Score, the remark in its band's colour, Aligned Subjects, 'Your
 * detailed report' per section, the unscored answers) as an A4 PDF a student or parent can keep and share. Drawn
 * from the summary alone; its document dates are the completion's, so the same report is the same bytes.
 * Long reports continue on further pages that name the report; every page explains the bands and is numbered.
 */
export function renderReportPdf(
  summary: CareerSummaryResponse,
  student: { name: string },
  options: {
    compress?: boolean;
    /** SUPPORT_PHONE, printed in the header beside the e-mail. */ supportPhone?: string;
  } = {},
): Promise<Buffer> {
  const completedAt = new Date(summary.user_map_career.completedAt);
  const career = printable(summary.career.name);
  const name = printable(student.name.trim() || 'Student');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `Career report: ${career}`,
      Author: COMPANY.brand,
      Subject: `${career} career assessment report of ${name}`,
      CreationDate: completedAt,
      ModDate: completedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const contact = [COMPANY.email, options.supportPhone].filter(Boolean).join('  |  ');
  new ReportWriter(doc, summary, { career, name, completedAt, contact }).draw();
  doc.end();
  return done;
}

interface Names {
  career: string;
  name: string;
  completedAt: Date;
  /** The e-mail and the support number, for the header. */
  contact: string;
}

class ReportWriter {
  private y = PAGE.margin;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly summary: CareerSummaryResponse,
    private readonly names: Names,
  ) {}

  draw(): void {
    this.header();
    this.titleBlock();
    this.scorePanel();
    this.subjects();
    this.sections();
    this.answers();
    this.footers();
  }

  /** Room for `height` more points on this page, else a new page (which names the report it continues). */
  private ensure(height: number): void {
    if (this.y + height > CONTENT_BOTTOM) this.newPage();
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = PAGE.margin;
    this.brand(LEFT, this.y, 0.7);
    this.doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(`${this.names.career} - report of ${this.names.name}, continued`, LEFT + 150, this.y + 9, {
        width: WIDTH - 150,
        align: 'right',
      });
    this.y += 30;
    this.rule(this.y, RULE, 0.75);
    this.y += 14;
  }

  private rule(y: number, color: string, width: number, from = LEFT, to = LEFT + WIDTH): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
  }

  /** The compass mark and the wordmark of media/brand/logo.svg, drawn with vectors (scale 1 = 40 pt high). */
  private brand(x: number, y: number, scale: number): void {
    const doc = this.doc;
    const s = (v: number) => v * scale;
    const cx = x + s(20);
    const cy = y + s(20);
    doc.save();
    doc.circle(cx, cy, s(16)).lineWidth(s(2.5)).strokeColor(NAVY).stroke();
    doc
      .polygon([cx, cy - s(12.5)], [cx + s(4.4), cy], [cx - s(4.4), cy])
      .fillColor(AMBER)
      .fill();
    doc
      .polygon([cx, cy + s(12.5)], [cx + s(4.4), cy], [cx - s(4.4), cy])
      .fillColor(NAVY)
      .fill();
    doc.circle(cx, cy, s(2)).lineWidth(s(1.2)).fillAndStroke('#FFFFFF', NAVY);
    doc.restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(s(19))
      .fillColor(NAVY)
      .text('Disha ', x + s(46), y + s(11), { continued: true, lineBreak: false });
    doc.fillColor(AMBER).text('Careers', { lineBreak: false });
  }

  private header(): void {
    const doc = this.doc;
    this.brand(LEFT, this.y, 1);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(NAVY)
      .text('CAREER ASSESSMENT REPORT', LEFT + WIDTH / 2, this.y + 10, {
        width: WIDTH / 2,
        align: 'right',
        characterSpacing: 1,
      });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(this.names.contact, LEFT + WIDTH / 2, this.y + 24, {
        width: WIDTH / 2,
        align: 'right',
      });
    this.y += 46;
    this.rule(this.y, NAVY, 2);
    this.rule(this.y, AMBER, 2, LEFT, LEFT + 60);
    this.y += 18;
  }

  private titleBlock(): void {
    const doc = this.doc;
    doc.font('Helvetica-Bold').fontSize(22).fillColor(NAVY).text(this.names.career, LEFT, this.y, { width: WIDTH });
    this.y = doc.y + 8;
    const facts: [string, string][] = [
      ['STUDENT', this.names.name],
      ['CAREER', this.names.career],
      ['DATE COMPLETED', DATE.format(this.names.completedAt)],
    ];
    const column = WIDTH / 3;
    let bottom = this.y;
    facts.forEach(([label, value], i) => {
      const x = LEFT + i * column;
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(GREY)
        .text(label, x, this.y, { width: column - 12, characterSpacing: 0.6 });
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(INK)
        .text(value, x, this.y + 12, { width: column - 12 });
      bottom = Math.max(bottom, doc.y);
    });
    this.y = bottom + 14;
  }

  /** Your Score (total / max and percent), the overall remark in its band's colour, and where the percent falls. */
  private scorePanel(): void {
    const doc = this.doc;
    const { total, max, percent, band, remark } = this.summary.user_map_career;
    const colour = BAND_COLOURS[band];
    const height = 94;
    this.ensure(height + 20);
    const top = this.y;
    doc.save();
    doc.roundedRect(LEFT, top, WIDTH, height, 8).clip();
    doc.rect(LEFT, top, WIDTH, height).fillColor(PANEL).fill();
    doc.rect(LEFT, top, 5, height).fillColor(colour).fill();
    doc.restore();

    // Left: the score.
    const scoreX = LEFT + 22;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(GREY)
      .text('YOUR SCORE', scoreX, top + 14, { characterSpacing: 0.8, lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(30)
      .fillColor(INK)
      .text(`${total} / ${max}`, scoreX, top + 29, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(colour)
      .text(`${percent}%`, scoreX, top + 64, { lineBreak: false });

    // Right: the band and the remark, then the percent on a bar with the band limits.
    const rightX = LEFT + 190;
    const rightWidth = LEFT + WIDTH - 20 - rightX;
    doc.font('Helvetica-Bold').fontSize(9);
    const pillWidth = doc.widthOfString(band) + 18;
    doc
      .roundedRect(rightX, top + 14, pillWidth, 17, 8.5)
      .fillColor(colour)
      .fill();
    doc.fillColor('#FFFFFF').text(band, rightX + 9, top + 19, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(15)
      .fillColor(colour)
      .text(printable(remark), rightX, top + 38, { width: rightWidth });

    const barY = top + 64;
    const clamped = Math.max(0, Math.min(100, percent));
    doc.roundedRect(rightX, barY, rightWidth, 8, 4).fillColor('#dfe4ec').fill();
    if (clamped > 0)
      doc
        .roundedRect(rightX, barY, Math.max(8, (rightWidth * clamped) / 100), 8, 4)
        .fillColor(colour)
        .fill();
    doc.font('Helvetica').fontSize(7).fillColor(GREY);
    for (const mark of [51, 79]) {
      const x = rightX + (rightWidth * mark) / 100;
      doc
        .moveTo(x, barY - 3)
        .lineTo(x, barY + 11)
        .lineWidth(1)
        .strokeColor('#8a94a3')
        .stroke();
      doc.text(`${mark}%`, x - 15, barY + 14, { width: 30, align: 'center', lineBreak: false });
    }
    doc.text('0%', rightX, barY + 14, { lineBreak: false });
    doc.text('100%', rightX + rightWidth - 30, barY + 14, { width: 30, align: 'right', lineBreak: false });
    this.y = top + height + 18;
  }

  private heading(text: string, after = 9): void {
    const doc = this.doc;
    this.ensure(40);
    doc.font('Helvetica-Bold').fontSize(12.5).fillColor(NAVY).text(text, LEFT, this.y, { width: WIDTH });
    this.y = doc.y + 3;
    this.rule(this.y, AMBER, 2, LEFT, LEFT + 36);
    this.y += after;
  }

  /** Aligned Subjects, as chips that wrap. */
  private subjects(): void {
    const doc = this.doc;
    this.heading('Aligned Subjects');
    const subjects = this.summary.subjects_aligned.map(printable);
    if (subjects.length === 0) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(GREY)
        .text('No school subjects are aligned to this career.', LEFT, this.y, { width: WIDTH });
      this.y = doc.y + 14;
      return;
    }
    const chipHeight = 20;
    let x = LEFT;
    this.ensure(chipHeight);
    for (const subject of subjects) {
      doc.font('Helvetica-Bold').fontSize(9.5);
      const width = Math.min(doc.widthOfString(subject) + 20, WIDTH);
      if (x > LEFT && x + width > LEFT + WIDTH) {
        x = LEFT;
        this.y += chipHeight + 6;
        this.ensure(chipHeight);
      }
      doc
        .roundedRect(x, this.y, width, chipHeight, chipHeight / 2)
        .fillColor(CHIP)
        .fill();
      doc.fillColor(NAVY).text(subject, x + 10, this.y + 6, { width: width - 20, lineBreak: false, ellipsis: true });
      x += width + 6;
    }
    this.y += chipHeight + 16;
  }

  private tableHeader(): void {
    const doc = this.doc;
    doc.rect(LEFT, this.y, WIDTH, 20).fillColor('#eef2f7').fill();
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(INK);
    let x = LEFT + 10;
    doc.text('SECTION', x, this.y + 6.5, { width: COLUMNS.section - 10, lineBreak: false });
    x = LEFT + COLUMNS.section;
    doc.text('SCORE', x, this.y + 6.5, { width: COLUMNS.score, align: 'right', lineBreak: false });
    x += COLUMNS.score;
    doc.text('MAX', x, this.y + 6.5, { width: COLUMNS.max, align: 'right', lineBreak: false });
    doc.text('REMARK', REMARK_X, this.y + 6.5, { width: REMARK_WIDTH, lineBreak: false });
    this.y += 20;
  }

  /** 'Your detailed report': one row per section; a row never splits, and the header repeats on a new page. */
  private sections(): void {
    const doc = this.doc;
    this.heading('Your detailed report');
    const rows = this.summary.career_contents.sections;
    this.ensure(20 + this.rowHeight(rows[0]));
    this.tableHeader();
    for (const section of rows) {
      const height = this.rowHeight(section);
      if (this.y + height > CONTENT_BOTTOM) {
        this.newPage();
        this.tableHeader();
      }
      this.row(section, height);
    }
    if (rows.length === 0) {
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(GREY)
        .text('No scored sections.', LEFT + 10, this.y + 8, { width: WIDTH - 20 });
      this.y = doc.y + 8;
    }
    this.y += 16;
  }

  private rowHeight(section: ReportSection | undefined): number {
    if (!section) return 24;
    const doc = this.doc;
    doc.font('Helvetica-Bold').fontSize(10);
    const nameHeight = doc.heightOfString(printable(section.name), { width: COLUMNS.section - 22 }) + 14;
    doc.font('Helvetica').fontSize(9);
    const remarkHeight = doc.heightOfString(printable(section.remark), { width: REMARK_WIDTH });
    return Math.max(nameHeight, remarkHeight) + 13;
  }

  private row(section: ReportSection, height: number): void {
    const doc = this.doc;
    const colour = BAND_COLOURS[section.band];
    const top = this.y;
    doc
      .rect(LEFT, top + 5, 3, height - 10)
      .fillColor(colour)
      .fill();
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(printable(section.name), LEFT + 10, top + 7, { width: COLUMNS.section - 22 });
    doc
      .font('Helvetica-Bold')
      .fontSize(7.5)
      .fillColor(colour)
      .text(section.band, LEFT + 10, doc.y + 3, { characterSpacing: 0.6, lineBreak: false });
    let x = LEFT + COLUMNS.section;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(String(section.score), x, top + 7, { width: COLUMNS.score, align: 'right', lineBreak: false });
    x += COLUMNS.score;
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(GREY)
      .text(String(section.max), x, top + 7, { width: COLUMNS.max, align: 'right', lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(printable(section.remark), REMARK_X, top + 8, { width: REMARK_WIDTH });
    this.y = top + height;
    this.rule(this.y, RULE, 0.75);
  }

  /** The cn-3 / cn-4 answers (not scored), grouped under their section. */
  private answers(): void {
    const answers = this.summary.answers;
    if (answers.length === 0) return;
    const doc = this.doc;
    // The heading never stays alone at the foot of a page: it moves with the first answer.
    this.ensure(58 + this.answerHeight(answers[0]));
    this.heading('Your answers', 6);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text('What you chose and wrote for the questions that are not scored.', LEFT, this.y, { width: WIDTH });
    this.y = doc.y + 10;
    let section: string | undefined;
    for (const answer of answers) {
      const sectionLine = answer.sectionName !== section;
      this.ensure(this.answerHeight(answer) + (sectionLine ? 18 : 0));
      if (sectionLine) {
        section = answer.sectionName;
        doc
          .font('Helvetica-Bold')
          .fontSize(8)
          .fillColor(GREY)
          .text(printable(section).toUpperCase(), LEFT, this.y, { width: WIDTH, characterSpacing: 0.6 });
        this.y = doc.y + 5;
      }
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(INK)
        .text(printable(answer.question), LEFT + 10, this.y, { width: WIDTH - 10 });
      this.y = doc.y + 3;
      const given = answer.answer?.trim();
      if (given)
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(INK)
          .text(printable(given), LEFT + 10, this.y, { width: WIDTH - 10 });
      else
        doc
          .font('Helvetica-Oblique')
          .fontSize(10)
          .fillColor(GREY)
          .text('No answer given', LEFT + 10, this.y, { width: WIDTH - 10 });
      this.y = doc.y + 12;
    }
  }

  private answerHeight(answer: ReportAnswer): number {
    const doc = this.doc;
    doc.font('Helvetica-Bold').fontSize(10);
    const question = doc.heightOfString(printable(answer.question), { width: WIDTH - 10 });
    doc.font('Helvetica').fontSize(10);
    const given = doc.heightOfString(printable(answer.answer?.trim() || 'No answer given'), { width: WIDTH - 10 });
    return question + given + 15;
  }

  /** Every page: the bands explained, and "Page n of m". */
  private footers(): void {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      // Drawing in the bottom margin must not make pdfkit start a page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      this.rule(FOOTER_TOP, RULE, 0.75);
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(GREY)
        .text(BAND_EXPLANATION, LEFT, FOOTER_TOP + 7, { width: WIDTH - 70 });
      const next = doc.y + 2;
      doc.text(
        `${COMPANY.brand}: a guide to explore careers with your parents and teachers, not a verdict.`,
        LEFT,
        next,
        { width: WIDTH - 70 },
      );
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, LEFT + WIDTH - 60, FOOTER_TOP + 7, {
        width: 60,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
  }
}
