import { useState, type MouseEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { downloadFile } from './downloadFile';

interface DownloadButtonProps {
  /** The API path of the file (a record's `pdf`, a template). */
  path: string;
  /** The name to save under when the server gives none. */
  fileName: string;
  /** What the file is, for the error: "invoice", "credit note". */
  what: string;
  label: string;
  /** The accessible name when the label alone would not say which file (a row of a table). */
  ariaLabel?: string;
}

/** Saves one of the API's files (a PDF, a CSV) with the session's token; a failure is notified in the API's words. */
export function DownloadButton({ path, fileName, what, label, ariaLabel }: DownloadButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const save = async (event: MouseEvent) => {
    // In a list row, the click is the download's alone, not the row's.
    event.stopPropagation();
    setBusy(true);
    try {
      await downloadFile(path, fileName, what);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={(event) => void save(event)}
      disabled={busy}
      aria-label={ariaLabel}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
