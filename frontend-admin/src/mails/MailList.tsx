import { DataTable, DateTimeInput, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { MAIL_STATUSES } from '@app/contracts';
import { LONG_TEXT_COLUMN, WhenField } from '../common/fields';
import { ListToolbar } from '../common/ListToolbar';
import { MailStatusField, ResendMailButton } from './MailFields';

/** The datetime-local value (the browser's own time) as the instant the API filters on. */
const toInstant = (value: string) => (value ? new Date(value).toISOString() : null);

/** The API's filters: `q` (the recipient), `status`, and the range `createdAt_gte` .. `createdAt_lte`. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Recipient" />,
  <SelectInput key="status" source="status" choices={MAIL_STATUSES.map((id) => ({ id, name: id }))} alwaysOn />,
  <DateTimeInput key="createdAt_gte" source="createdAt_gte" parse={toInstant} />,
  <DateTimeInput key="createdAt_lte" source="createdAt_lte" parse={toInstant} />,
];

export default function MailList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50} actions={<ListToolbar />}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" field={WhenField} />
        <DataTable.Col source="to" sx={LONG_TEXT_COLUMN} />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status">
          <MailStatusField />
        </DataTable.Col>
        <DataTable.Col source="attempts" />
        <DataTable.Col source="lastError" disableSort>
          <TextField source="lastError" emptyText="" sx={{ maxWidth: 280, display: 'block' }} noWrap />
        </DataTable.Col>
        <DataTable.Col label={false} disableSort>
          <ResendMailButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
