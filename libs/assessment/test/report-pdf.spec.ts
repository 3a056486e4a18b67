import { BAND_COLOURS, BAND_LABELS, sectionRemark, type Band, type CareerSummaryResponse } from '@app/contracts';
import { renderReportPdf, reportFilename } from '../src/report/report-pdf.js';
import { pdfText } from '../../../test/support/pdf-text.js';

const SECTIONS: [string, number, number, Band][] = [
  ['Career Tasks', 21, 25, 'HIGH'],
  ['Career Day', 14, 25, 'MODERATE'],
  ['Career Subjects', 9, 15, 'MODERATE'],
  ['Career Personality', 4, 10, 'LOW'],
  ['Career Values', 13, 15, 'HIGH'],
];

function summary(overrides: Partial<CareerSummaryResponse> = {}): CareerSummaryResponse {
  return {
    user_map_career: {
      _id: { $oid: '11111111-1111-4111-8111-111111111111' },
      status: 'COMPLETED',
      total: 61,
      max: 90,
      percent: 68,
      band: 'MODERATE',
      remark: BAND_LABELS.MODERATE,
      completedAt: '2026-03-14T18:45:00.000Z',
    },
    career: {
      _id: { $oid: '22222222-2222-4222-8222-222222222222' },
      name: 'Computer Science Engineer',
      logo: '/media/logos/x.svg',
      logo_bg: '#eeeeee',
    },
    career_contents: {
      sections: SECTIONS.map(([name, score, max, band], i) => ({
        sectionId: `s${i}`,
        name,
        score,
        max,
        band,
        remark: sectionRemark(name, band, BAND_LABELS),
      })),
    },
    subjects_aligned: ['Mathematics', 'Physics', 'Computer Science'],
    // As the demo content has them: one choice and one written answer, closing Career Values.
    answers: [
      {
        sectionName: 'Career Values',
        question: 'Which part of the day would you enjoy most?',
        answer: 'Solving a tricky bug with the team',
      },
      { sectionName: 'Career Values', question: 'What would you like to learn first?', answer: null },
    ],
    ...overrides,
  };
}

/** The text the PDF shows, with wrapped lines joined back with spaces. */
const flat = (text: string) => text.replace(/\s*\n\s*/g, ' ');
/** Each text operator of an uncompressed PDF with the fill colour it is drawn in (pdfkit sets it with `scn`). */
function textColours(pdf: Buffer): { text: string; colour: string }[] {
  const drawn: { text: string; colour: string }[] = [];
  let colour = '#000000';
  const ops = /([\d.]+) ([\d.]+) ([\d.]+) scn|\[((?:\s*(?:<[0-9a-fA-F]*>|-?\d+(?:\.\d+)?))*)\s*\]\s*TJ/g;
  for (const m of pdf.toString('latin1').matchAll(ops)) {
    if (m[1] !== undefined)
      colour = `#${[m[1], m[2], m[3]]
        .map((v) =>
          Math.round(Number(v) * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    else
      drawn.push({
        text: [...m[4].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''),
        colour,
      });
  }
  return drawn;
}
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('renderReportPdf', () => {
  it('shows the student, the career, the date, the score, the band, each section with its remark, the subjects and the answers', async () => {
    const pdf = await renderReportPdf(summary(), { name: 'Ananya Gupta' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(pdfText(pdf));
    expect(text).toContain('Ananya Gupta');
    expect(text).toContain('Computer Science Engineer');
    // 14 March 2026, 18:45 UTC is 15 March in India.
    expect(text).toContain('15 March 2026');
    expect(text).toContain('YOUR SCORE');
    expect(text).toContain('61 / 90');
    expect(text).toContain('68%');
    expect(text).toContain('MODERATE');
    expect(text).toContain(BAND_LABELS.MODERATE);
    expect(text).toContain('Aligned Subjects');
    for (const subject of ['Mathematics', 'Physics', 'Computer Science']) expect(text).toContain(subject);
    expect(text).toContain('Your detailed report');
    for (const [name, score, max, band] of SECTIONS) {
      expect(text).toContain(name);
      expect(text).toContain(sectionRemark(name, band, BAND_LABELS));
      expect(text).toMatch(new RegExp(`${name} ${band} ${score} ${max}`));
    }
    expect(text).toContain('Which part of the day would you enjoy most? Solving a tricky bug with the team');
    expect(text).toContain('What would you like to learn first? No answer given');
    expect(text).toContain(
      '79-100% is HIGH (Most Suitable Career), 51-78% is MODERATE (Moderately Suitable Career), below 51% is LOW (Least Suitable Career)',
    );
    expect(text).toContain('Page 1 of 1');
    expect(pages(pdf)).toBe(1);
  });

  it('gives the same bytes for the same report', async () => {
    const [a, b] = await Promise.all([
      renderReportPdf(summary(), { name: 'Ananya Gupta' }),
      renderReportPdf(summary(), { name: 'Ananya Gupta' }),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it("writes the overall remark and the band in the band's colour", async () => {
    for (const [band, total, percent] of [
      ['HIGH', 80, 89],
      ['MODERATE', 61, 68],
      ['LOW', 20, 22],
    ] as const) {
      const pdf = await renderReportPdf(
        summary({ user_map_career: { ...summary().user_map_career, total, percent, band, remark: BAND_LABELS[band] } }),
        { name: 'A' },
        { compress: false },
      );
      const drawn = textColours(pdf);
      expect(drawn.find((t) => t.text === BAND_LABELS[band])?.colour).toBe(BAND_COLOURS[band]);
      expect(drawn.find((t) => t.text === `${percent}%`)?.colour).toBe(BAND_COLOURS[band]);
    }
  });

  it('continues a long report on further pages, repeating the table header, with every row and page numbers', async () => {
    const many = Array.from({ length: 24 }, (_, i) => {
      const [name, score, max, band] = SECTIONS[i % SECTIONS.length];
      return {
        sectionId: `x${i}`,
        name: `${name} ${i + 1}`,
        score,
        max,
        band,
        remark: `${sectionRemark(name, band, BAND_LABELS)} Row ${i + 1} ends here.`,
      };
    });
    const answers = Array.from({ length: 12 }, (_, i) => ({
      sectionName: 'Career Values',
      question: `Question ${i + 1}: what matters to you in a job?`,
      answer: 'Doing work that helps people. '.repeat(6).trim(),
    }));
    const pdf = await renderReportPdf(summary({ career_contents: { sections: many }, answers }), {
      name: 'Ananya Gupta',
    });
    const count = pages(pdf);
    expect(count).toBeGreaterThanOrEqual(2);
    const text = flat(pdfText(pdf));
    for (let i = 1; i <= 24; i += 1) expect(text).toContain(`Row ${i} ends here.`);
    expect(text).toContain('Question 12: what matters to you in a job?');
    expect(text).toContain(`Page ${count} of ${count}`);
    expect(text).toContain('Computer Science Engineer - report of Ananya Gupta, continued');
    expect(text.match(/SECTION SCORE MAX REMARK/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it('prints what the standard fonts cannot show as ?, and handles no subjects and no answers', async () => {
    const pdf = await renderReportPdf(summary({ subjects_aligned: [], answers: [] }), { name: 'अनन्या Gupta' });
    const text = flat(pdfText(pdf));
    expect(text).toContain('?????? Gupta');
    expect(text).toContain('No school subjects are aligned to this career.');
    expect(text).not.toContain('Your answers');
  });
});

describe('reportFilename', () => {
  it("is the career's name as a slug", () => {
    expect(reportFilename('Computer Science Engineer')).toBe('report-computer-science-engineer.pdf');
    expect(reportFilename('Doctor (MBBS)')).toBe('report-doctor-mbbs.pdf');
    expect(reportFilename('Translator / Interpreter')).toBe('report-translator-interpreter.pdf');
    expect(reportFilename('Café Owner')).toBe('report-cafe-owner.pdf');
    expect(reportFilename('!!!')).toBe('report-career.pdf');
  });
});
