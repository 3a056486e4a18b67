import { ROSTER_COLUMNS } from '@app/contracts';

export type RosterCells = Partial<Record<(typeof ROSTER_COLUMNS)[number], string>>;

/** One roster row in the template's column order: a class 10 student of section A, with `over` changed. */
export function rosterRow(admission: string, over: RosterCells = {}): string {
  const cells = {
    admission_number: admission,
    first_name: 'Asha',
    last_name: 'Verma',
    class: '10',
    section: 'A',
    birthdate: '2011-04-15',
    gender: 'female',
    email: '',
    parent_email: '',
    ...over,
  };
  return ROSTER_COLUMNS.map((c) => cells[c]).join(',');
}

/** A roster file: the template's header and the rows, CRLF as spreadsheets write it. */
export const rosterCsv = (...rows: string[]): string => [ROSTER_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
