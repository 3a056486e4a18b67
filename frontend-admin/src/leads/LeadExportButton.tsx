import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useCanAccess, useListContext, useNotify } from 'react-admin';
import { ADMIN_LEADS_EXPORT_PATH, LEAD_EXPORT_MAX_ROWS } from '@app/contracts';
import { downloadFile } from '../common/downloadFile';

/** The export's address: the list's filter and sort, in the dialect's JSON parameters. */
export function leadsExportUrl(filter: Record<string, unknown>, sort: { field: string; order: string }): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) });
  return `${ADMIN_LEADS_EXPORT_PATH}?${query}`;
}

/**
 * Export for whom the permission table lets export leads (admins): the server writes the CSV of every lead the
 * list's filters select, in its order (react-admin's own ExportButton would page through the list in the browser
 * and needs only `list`, which counsellors have). The file is audited on the server.
 */
export function LeadExportButton() {
  const { filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'leads', action: 'export' });
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!canAccess) return null;
  const save = async () => {
    setPending(true);
    try {
      const response = await downloadFile(leadsExportUrl(filterValues, sort), 'leads.csv', 'leads');
      const matched = Number(response.headers.get('X-Total-Count'));
      if (matched > LEAD_EXPORT_MAX_ROWS) {
        notify('console.leads.export_cut', {
          type: 'warning',
          messageArgs: { rows: LEAD_EXPORT_MAX_ROWS.toLocaleString('en-IN'), total: matched.toLocaleString('en-IN') },
        });
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={() => void save()} disabled={pending || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
