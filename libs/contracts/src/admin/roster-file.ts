import {
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_MESSAGES,
  rosterRowSchema,
  type RosterError,
  type RosterRow,
} from './roster-admin.js';

/**
 * The check of an import file's records, shared by the API (its own CSV reader) and the console's preview
 * (papaparse in the browser), so both name the same rows with the same words. Only what can be said without the
 * database: the header, each row by rosterRowSchema, an admission number or e-mail used twice in the file.
 */

/** One record of the file as a spreadsheet numbers it (1 is the header): its cells as text. */
export interface RosterRecord {
  row: number;
  cells: string[];
  /** A quoted cell still open at the end of the file. */
  unclosedQuote?: boolean;
}

/** A checked row of the file and its number as a spreadsheet shows it (2 = the first student). */
export interface RosterCheckedRow {
  row: number;
  data: RosterRow;
}

export interface RosterFileCheck {
  rows: RosterCheckedRow[];
  /** Every error of the file, in row order; any one of them means nothing is imported. */
  errors: RosterError[];
}

export const rosterFileError = (message: string): RosterFileCheck => ({
  rows: [],
  errors: [{ row: 1, field: 'file', message }],
});

/** A record with nothing in it (a blank line, or a spreadsheet's row of empty cells): not a student. */
export const isBlankRecord = (record: RosterRecord): boolean => record.cells.every((c) => c.trim() === '');

/** The file's records (header first) checked: every error listed, the good rows parsed. */
export function checkRosterRecords(records: RosterRecord[]): RosterFileCheck {
  if (records.length === 0 || isBlankRecord(records[0])) return rosterFileError(ROSTER_MESSAGES.empty);
  const header = records[0].cells.map((c) => c.trim().toLowerCase());
  if (header.length !== ROSTER_COLUMNS.length || header.some((c, i) => c !== ROSTER_COLUMNS[i]))
    return rosterFileError(ROSTER_MESSAGES.header);
  const students = records.slice(1).filter((r) => !isBlankRecord(r));
  if (students.length === 0) return rosterFileError(ROSTER_MESSAGES.empty);
  if (students.length > ROSTER_MAX_ROWS) return rosterFileError(ROSTER_MESSAGES.tooManyRows);

  const errors: RosterError[] = [];
  const rows: RosterCheckedRow[] = [];
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
    const rowErrors = parsed.success ? [] : firstIssuePerCell(parsed.error.issues, record.row);
    // A repeated admission number or e-mail is named even on a row with other problems, so one preview lists
    // every problem the server would refuse; only a cell that is itself valid is compared.
    const bad = new Set(rowErrors.map((e) => e.field));
    const admission = bad.has('admission_number') ? undefined : validCell('admission_number', raw)?.toLowerCase();
    const email = bad.has('email') ? undefined : validCell('email', raw);
    const admissionRow = admission === undefined ? undefined : admissions.get(admission);
    const emailRow = email ? emails.get(email) : undefined;
    if (admissionRow !== undefined)
      rowErrors.push({
        row: record.row,
        field: 'admission_number',
        message: ROSTER_MESSAGES.duplicateInFile(admissionRow),
      });
    else if (emailRow !== undefined)
      rowErrors.push({ row: record.row, field: 'email', message: ROSTER_MESSAGES.duplicateEmailInFile(emailRow) });
    if (admission !== undefined && admissionRow === undefined) admissions.set(admission, record.row);
    if (email && admissionRow === undefined && emailRow === undefined) emails.set(email, record.row);
    if (rowErrors.length > 0 || !parsed.success) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({ row: record.row, data: parsed.data });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors };
}

type RosterCell = keyof typeof rosterRowSchema.shape;

/** One cell read by its own rule: its value when valid (a blank optional e-mail is undefined), else undefined. */
function validCell(cell: RosterCell, raw: Record<string, string>): string | undefined {
  const parsed = rosterRowSchema.shape[cell].safeParse(raw[cell]);
  return parsed.success && typeof parsed.data === 'string' ? parsed.data : undefined;
}

/** One message a cell: the first rule it breaks. */
function firstIssuePerCell(issues: { path: PropertyKey[]; message: string }[], row: number): RosterError[] {
  const seen = new Set<string>();
  const out: RosterError[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'row');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ row, field, message: issue.message });
  }
  return out;
}
