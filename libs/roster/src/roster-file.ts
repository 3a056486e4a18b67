import { ROSTER_COLUMNS, ROSTER_MAX_ROWS, ROSTER_MESSAGES, rosterRowSchema, type RosterError } from '@app/contracts';
import type { RosterImportRow } from '@app/identity';
import { decodeUtf8, isBlank, parseCsv } from './csv.js';

export interface RosterFile {
  rows: RosterImportRow[];
  /** Every error of the file, in row order; any one of them means nothing is imported. */
  errors: RosterError[];
}

const fileError = (message: string): RosterFile => ({ rows: [], errors: [{ row: 1, field: 'file', message }] });

/**
 * What can be said of an import file without the database: UTF-8, the template's header exactly, and each row
 * by the contracts' rules, with an admission number or an e-mail used twice in the file named on both rows.
 * Row numbers are the spreadsheet's (1 the header, 2 the first student).
 */
export function readRosterFile(bytes: Uint8Array): RosterFile {
  const text = decodeUtf8(bytes);
  if (text === undefined) return fileError(ROSTER_MESSAGES.notUtf8);
  const records = parseCsv(text);
  if (records.length === 0 || isBlank(records[0])) return fileError(ROSTER_MESSAGES.empty);
  const header = records[0].cells.map((c) => c.trim().toLowerCase());
  if (header.length !== ROSTER_COLUMNS.length || header.some((c, i) => c !== ROSTER_COLUMNS[i]))
    return fileError(ROSTER_MESSAGES.header);
  const students = records.slice(1).filter((r) => !isBlank(r));
  if (students.length === 0) return fileError(ROSTER_MESSAGES.empty);
  if (students.length > ROSTER_MAX_ROWS) return fileError(ROSTER_MESSAGES.tooManyRows);

  const errors: RosterError[] = [];
  const rows: RosterImportRow[] = [];
  const admissions = new Map<string, number>();
  const emails = new Map<string, number>();
  for (const record of students) {
    if (record.unclosedQuote) {
      errors.push({ row: record.row, field: 'row', message: ROSTER_MESSAGES.quotes });
      continue;
    }
    if (record.cells.length !== ROSTER_COLUMNS.length) {
      errors.push({ row: record.row, field: 'row', message: ROSTER_MESSAGES.columns(record.cells.length) });
      continue;
    }
    const raw = Object.fromEntries(ROSTER_COLUMNS.map((column, i) => [column, record.cells[i]]));
    const parsed = rosterRowSchema.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        // One message a cell: the first rule it breaks.
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ row: record.row, field, message: issue.message });
      }
      continue;
    }
    const data = parsed.data;
    const key = data.admission_number.toLowerCase();
    const firstRow = admissions.get(key);
    if (firstRow !== undefined) {
      errors.push({ row: record.row, field: 'admission_number', message: ROSTER_MESSAGES.duplicateInFile(firstRow) });
      continue;
    }
    admissions.set(key, record.row);
    if (data.email) {
      const emailRow = emails.get(data.email);
      if (emailRow !== undefined) {
        errors.push({ row: record.row, field: 'email', message: ROSTER_MESSAGES.duplicateEmailInFile(emailRow) });
        continue;
      }
      emails.set(data.email, record.row);
    }
    rows.push({ row: record.row, data });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors };
}
