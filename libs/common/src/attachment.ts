import { StreamableFile } from '@nestjs/common';

/**
 * A file answered as a download (an invoice, a credit note, a report, an export): its type, its length and the
 * name the browser saves it under. The bytes are made in memory by the caller (PDFs and CSVs of bounded size).
 */
export function attachment(bytes: Buffer, filename: string, type = 'application/pdf'): StreamableFile {
  return new StreamableFile(bytes, {
    type,
    disposition: `attachment; filename="${filename}"`,
    length: bytes.length,
  });
}
