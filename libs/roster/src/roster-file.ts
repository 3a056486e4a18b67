import { checkRosterRecords, ROSTER_MESSAGES, rosterFileError, type RosterFileCheck } from '@app/contracts';
import { decodeUtf8, parseCsv } from './csv.js';

export type RosterFile = RosterFileCheck;

/**
 * What can be said of an import file without the database: UTF-8, then the contracts' check of its records (the
 * same one the console's preview runs in the browser). Row numbers are the spreadsheet's (1 the header, 2 the
 * first student).
 */
export function readRosterFile(bytes: Uint8Array): RosterFile {
  const text = decodeUtf8(bytes);
  if (text === undefined) return rosterFileError(ROSTER_MESSAGES.notUtf8);
  return checkRosterRecords(parseCsv(text));
}
