import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import MuiButton from '@mui/material/Button';
import { useNotify } from 'react-admin';
import { CREDENTIALS_LEFT_OUT_HEADER, type CredentialsSheetRequest } from '@app/contracts';
import { downloadFile } from '../common/downloadFile';

/**
 * The credentials sheet as a PDF of cut-out slips (one per student). The one-time passwords exist only in this
 * answer on screen, so they are sent back with the students' ids; the server prints its own record of each student
 * and only while that password is still theirs.
 */
export function CredentialsPdfButton({ students }: { students: CredentialsSheetRequest['students'] }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const response = await downloadFile(
        '/api/admin/students/credentials-sheet',
        'student-credentials.pdf',
        'credentials sheet',
        { students },
      );
      const leftOut = Number(response.headers.get(CREDENTIALS_LEFT_OUT_HEADER) ?? 0);
      if (leftOut > 0)
        notify(`${leftOut} student(s) left off: they have set their own password or were given a new one`, {
          type: 'warning',
        });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <MuiButton startIcon={<DownloadIcon />} disabled={busy || students.length === 0} onClick={() => void save()}>
      Download credentials (PDF)
    </MuiButton>
  );
}
