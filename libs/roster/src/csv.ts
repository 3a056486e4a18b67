/**
 * A small RFC 4180 reader (no CSV parser is installed on the server: csv-stringify only writes): cells separated
 * by commas, records by CRLF or LF (spreadsheets write either), a quoted cell may hold commas, line breaks and
 * doubled quotes. Every cell is text: nothing is evaluated, so `=cmd` stays the text "=cmd".
 */

export interface CsvRecord {
  /** The record's number as a spreadsheet shows it: 1 is the first (a cell's line break stays in one record). */
  row: number;
  cells: string[];
  /** A quoted cell still open at the end of the file. */
  unclosedQuote?: boolean;
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    cells.push(cell);
    records.push({ row: records.length + 1, cells });
    cells = [];
    cell = '';
  };
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 2;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      i++;
    } else {
      cell += c;
      i++;
    }
  }
  if (quoted) {
    cells.push(cell);
    records.push({ row: records.length + 1, cells, unclosedQuote: true });
  } else if (cell !== '' || cells.length > 0) {
    endRecord();
  }
  return records;
}

/**
 * The file's bytes as text: UTF-8 only (a byte-order mark is dropped); anything else is undefined (Excel's
 * "CSV" in a Windows code page turns names into mojibake, so it is refused rather than guessed).
 */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}
