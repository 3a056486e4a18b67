import { strToU8, zipSync, type Zippable } from 'fflate';
import { EXPORT_TTL_HOURS } from '@app/contracts';
import type { NamedPart } from './personal-data.service.js';

const README = (at: Date) =>
  [
    'Everything Disha Careers holds about you, as of ' + at.toISOString() + '.',
    '',
    'Each <part>.json holds one part of your data: account (your profile and sign-ins), orders (with their lines,',
    'payments and refunds, and your cart), invoices (your GST tax invoices and credit notes), enrolments, assessments',
    '(your answers and results), classrooms, leads (demo and career requests you made), mails (the e-mails we sent',
    'you: subject and date), data-rights (your exports and erasure requests) and audit (what our staff did with your',
    "records). reports/, invoices/ and credit-notes/ hold the PDFs. A parent's export has each linked child's",
    'data in the same shape under children/.',
    '',
    `This file was kept for you for ${EXPORT_TTL_HOURS} hours and then deleted.`,
    '',
  ].join('\r\n');

/** The zip of an export: a README, one JSON file per part, and the parts' files. */
export function zipExport(parts: NamedPart[], at: Date): Uint8Array {
  const files: Zippable = { 'README.txt': strToU8(README(at)) };
  for (const { name, part } of parts) {
    if (part.json !== undefined) files[`${name}.json`] = strToU8(JSON.stringify(part.json, null, 2));
    // PDFs are compressed already: stored as they are.
    for (const file of part.files ?? []) files[file.path] = [file.bytes, { level: 0 }];
  }
  return zipSync(files, { level: 6, mtime: at });
}

/** A linked child's part in their parent's export: the same files, under the child's folder. */
export function inFolder(folder: string, { name, part }: NamedPart): NamedPart {
  return {
    name: `${folder}/${name}`,
    part: { json: part.json, files: part.files?.map((f) => ({ ...f, path: `${folder}/${f.path}` })) },
  };
}
