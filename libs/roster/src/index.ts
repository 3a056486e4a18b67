export { RosterModule } from './roster.module.js';
export { registerCsvBodyParser, ROSTER_IMPORT_ROUTE } from './csv-body.js';
export { parseCsv, decodeUtf8 } from './csv.js';
export { readRosterFile } from './roster-file.js';
export { registerCredentialsSheetBodyLimit, CREDENTIALS_SHEET_ROUTE } from './credentials-body.js';
