import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminCreditNote } from '@app/contracts';
import { pdfName } from '../common/downloadFile';
import { DownloadButton } from '../common/DownloadButton';

/** The credit note's PDF, saved with the session's token; named by its serial for screen readers. */
export function CreditNotePdfButton() {
  const note = useRecordContext<AdminCreditNote>();
  const translate = useTranslate();
  if (!note?.pdf) return null;
  return (
    <DownloadButton
      path={note.pdf}
      fileName={pdfName('credit-note', note.serial)}
      what="credit note"
      label={translate('console.credit_notes.pdf')}
      ariaLabel={translate('console.credit_notes.download', { serial: note.serial })}
    />
  );
}
