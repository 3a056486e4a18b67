import { stringify } from 'csv-stringify/sync';
import type { ClassroomResultStudent } from '@app/contracts';
import { sectionNames, type CareerRef, type ResultRow } from './results-tally.js';

const STATUS_LABELS = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  ABANDONED: 'Left',
} as const;

/**
 * A classroom's results as a CSV file: one row per student; per career its status, overall band, percent and each
 * section's band. Like the leads export (libs/leads): RFC 4180 with CRLF, a byte order mark so Excel reads UTF-8
 * (names in Indian scripts), and csv-stringify's formula guard: students' names are typed by schools and students,
 * so a cell starting with =, +, -, @, a tab or CR gets a leading apostrophe and a spreadsheet shows it as text.
 */
export function resultsCsv(
  careers: readonly CareerRef[],
  results: readonly ResultRow[],
  students: readonly ClassroomResultStudent[],
): Buffer {
  const sections = careers.map((c) => sectionNames(results.filter((r) => r.careerId === c.id)));
  const header = [
    'Admission number',
    'Name',
    'Section',
    ...careers.flatMap((c, i) => [
      `${c.name}: status`,
      `${c.name}: overall band`,
      `${c.name}: percent`,
      ...sections[i].map((s) => `${c.name}: ${s} band`),
    ]),
  ];
  const rows = students.map((s) => [
    s.admissionNumber ?? '',
    s.name,
    s.section ?? '',
    ...careers.flatMap((c, i) => {
      const r = s.careers.find((x) => x.careerId === c.id);
      const bands = new Map(r?.sections.map((x) => [x.name, x.band]));
      return [
        STATUS_LABELS[r?.status ?? 'NOT_STARTED'],
        r?.band ?? '',
        r?.percent === null || r?.percent === undefined ? '' : String(r.percent),
        ...sections[i].map((name) => bands.get(name) ?? ''),
      ];
    }),
  ]);
  return Buffer.from(stringify([header, ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows' }));
}
