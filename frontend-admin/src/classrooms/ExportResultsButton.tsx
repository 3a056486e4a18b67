import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useCanAccess, useNotify } from 'react-admin';
import { API_URL } from '../dataProvider';
import { downloadFile } from '../common/downloadFile';

/**
 * The classroom's results as CSV, for whom the permission table lets export classrooms (school admins, admins).
 * The server writes the file (every student, guarded against formulas) and audits it; fetched with the session's
 * token like the other downloads.
 */
export function ExportResultsButton({ classroomId }: { classroomId: string }) {
  const { canAccess } = useCanAccess({ resource: 'classrooms', action: 'export' });
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!canAccess) return null;
  const save = async () => {
    setPending(true);
    try {
      await downloadFile(
        `${API_URL}/classrooms/${encodeURIComponent(classroomId)}/results/export`,
        'results.csv',
        'results',
      );
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="console.results.export" onClick={() => void save()} disabled={pending} data-testid="results-export">
      <DownloadIcon />
    </Button>
  );
}
