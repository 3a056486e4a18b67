import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AdminAuditLog } from '@app/contracts';
import { WhenField } from '../common/fields';

const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** The changed fields, each with its value before and after (nothing before a create, nothing after a delete). */
function Changes() {
  const record = useRecordContext<AdminAuditLog>();
  const translate = useTranslate();
  if (!record) return null;
  const before = record.before ?? {};
  const after = record.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!keys.length) return <Typography variant="body2">{translate('console.audit.none')}</Typography>;
  const cell = { fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' };
  return (
    <Table size="small" data-testid="audit-changes">
      <TableHead>
        <TableRow>
          <TableCell>{translate('console.audit.field')}</TableCell>
          <TableCell>{translate('console.audit.before')}</TableCell>
          <TableCell>{translate('console.audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key}>
            <TableCell sx={{ verticalAlign: 'top' }}>{key}</TableCell>
            <TableCell sx={cell}>{shown(before[key])}</TableCell>
            <TableCell sx={cell}>{shown(after[key])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function AuditLogShow() {
  const translate = useTranslate();
  return (
    <Show actions={<TopToolbar />}>
      <SimpleShowLayout>
        <WhenField source="at" />
        <TextField source="username" />
        <TextField source="userId" />
        <TextField source="role" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="resourceId" />
        <TextField source="ip" />
        <Labeled label={translate('console.audit.changes')} fullWidth>
          <Changes />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
