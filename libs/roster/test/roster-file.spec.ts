import { ROSTER_COLUMNS, ROSTER_MESSAGES } from '@app/contracts';
import { parseCsv, readRosterFile } from '@app/roster';

const HEADER = ROSTER_COLUMNS.join(',');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the CSV reader', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks as one spreadsheet row', () => {
    expect(parseCsv('a,"b,c","say ""hi"""\r\n"two\nlines",x\n\nlast')).toEqual([
      { row: 1, cells: ['a', 'b,c', 'say "hi"'] },
      { row: 2, cells: ['two\nlines', 'x'] },
      { row: 3, cells: [''] },
      { row: 4, cells: ['last'] },
    ]);
  });

  it('marks a quoted cell left open', () => {
    expect(parseCsv('a,"open\n')).toEqual([{ row: 1, cells: ['a', 'open\n'], unclosedQuote: true }]);
  });

  it('keeps formula-looking cells as text', () => {
    expect(parseCsv('=cmd|x,+1,-2,@a')).toEqual([{ row: 1, cells: ['=cmd|x', '+1', '-2', '@a'] }]);
  });
});

describe('an import file', () => {
  it('takes a good row, with the header in any case and a byte-order mark', () => {
    const file = readRosterFile(
      bytes(`\uFEFF${HEADER.toUpperCase()}\r\nA-1,Asha,Verma,10,A,2011-04-15,Female,ASHA@Example.in,\r\n\r\n`),
    );
    expect(file.errors).toEqual([]);
    expect(file.rows).toEqual([
      {
        row: 2,
        data: {
          admission_number: 'A-1',
          first_name: 'Asha',
          last_name: 'Verma',
          class: '10',
          section: 'A',
          birthdate: '2011-04-15',
          gender: 'female',
          email: 'asha@example.in',
          parent_email: null,
        },
      },
    ]);
  });

  it('refuses invalid UTF-8, an empty file and a wrong header', () => {
    expect(readRosterFile(new Uint8Array([0x61, 0xff, 0x62])).errors[0].message).toBe(ROSTER_MESSAGES.notUtf8);
    expect(readRosterFile(bytes('')).errors[0].message).toBe(ROSTER_MESSAGES.empty);
    expect(readRosterFile(bytes(`${HEADER}\r\n`)).errors[0].message).toBe(ROSTER_MESSAGES.empty);
    expect(readRosterFile(bytes('name,class\r\nx,10\r\n')).errors).toEqual([
      { row: 1, field: 'file', message: ROSTER_MESSAGES.header },
    ]);
  });

  it('names a duplicate admission number (any case) and e-mail on the later row', () => {
    const file = readRosterFile(
      bytes(
        [
          HEADER,
          'a-1,Asha,Verma,10,A,2011-04-15,female,x@example.in,',
          'A-1,Ravi,Verma,10,A,2011-04-15,male,,',
          'A-2,Ravi,Verma,10,A,2011-04-15,male,X@example.in,',
        ].join('\n'),
      ),
    );
    expect(file.errors).toEqual([
      { row: 3, field: 'admission_number', message: ROSTER_MESSAGES.duplicateInFile(2) },
      { row: 4, field: 'email', message: ROSTER_MESSAGES.duplicateEmailInFile(2) },
    ]);
  });

  it('names a repeated admission number or e-mail on a row that has other problems too, so one check lists all', () => {
    const file = readRosterFile(
      bytes(
        [
          HEADER,
          'A-1,Asha,Verma,13,A,2011-04-15,female,x@example.in,',
          'a-1,Ravi,Verma,10,A,2011-02-30,male,,',
          'A-3,Meera,Iyer,10,B,2011-04-15,other,X@example.in,not-an-email',
        ].join('\n'),
      ),
    );
    expect(file.errors).toEqual([
      { row: 2, field: 'class', message: 'Class must be one of 9, 10, 11, 12' },
      { row: 3, field: 'birthdate', message: 'Date of birth must be a real date written YYYY-MM-DD (2011-04-15)' },
      { row: 3, field: 'admission_number', message: ROSTER_MESSAGES.duplicateInFile(2) },
      { row: 4, field: 'parent_email', message: expect.any(String) },
      { row: 4, field: 'email', message: ROSTER_MESSAGES.duplicateEmailInFile(2) },
    ]);
  });
});
