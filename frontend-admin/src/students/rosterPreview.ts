import {
  checkRosterRecords,
  ROSTER_MAX_BYTES,
  ROSTER_MESSAGES,
  rosterFileError,
  type RosterFileCheck,
  type RosterRecord,
} from '@app/contracts';

/**
 * papaparse is only needed once the import dialog is open: a chunk of its own, asked for then (loadCsvParser) and
 * again here (the same promise, so at most one download).
 */
type Papa = typeof import('papaparse');
let parser: Promise<Papa> | undefined;
// papaparse is CommonJS: bundlers hand it over as the default export, its types as named ones.
export const loadCsvParser = () =>
  (parser ??= import('papaparse').then((m) => (m as Papa & { default?: Papa }).default ?? m));

/**
 * The chosen file checked in the browser before anything is sent: UTF-8 (as the server demands), parsed by
 * papaparse, then the contracts' check the server runs too, so the preview's row numbers and messages are the
 * server's. The server still checks everything (and what only it knows: e-mails of other accounts, the seats).
 */
export async function previewRosterFile(file: Blob): Promise<RosterFileCheck> {
  if (file.size > ROSTER_MAX_BYTES) return rosterFileError(ROSTER_MESSAGES.tooLarge);
  let text: string;
  try {
    // A byte-order mark (Excel's "CSV UTF-8") is dropped; a Windows code page is refused, not guessed.
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return rosterFileError(ROSTER_MESSAGES.notUtf8);
  }
  const papa = await loadCsvParser();
  // Blank lines are kept (skipped by the check), so each record's number is the spreadsheet's row.
  const parsed = papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false });
  const unclosed = new Set(parsed.errors.filter((e) => e.code === 'MissingQuotes').map((e) => e.row));
  const records: RosterRecord[] = parsed.data.map((cells, i) => ({
    row: i + 1,
    cells,
    ...(unclosed.has(i) ? { unclosedQuote: true } : {}),
  }));
  return checkRosterRecords(records);
}
