import { DataTable, DateTimeInput, List, SelectInput, TextInput } from 'react-admin';
import { ADMIN_RESOURCES } from '@app/contracts';
import { WhenField } from '../common/fields';
import { ListToolbar } from '../common/ListToolbar';

/** The datetime-local value (the browser's own time) as the instant the API filters on. */
const toInstant = (value: string) => (value ? new Date(value).toISOString() : null);

/** The API's filters: `resource`, `resourceId`, `userId`, `action` and the range `at_gte` .. `at_lte`. */
const filters = [
  <SelectInput
    key="resource"
    source="resource"
    choices={ADMIN_RESOURCES.map((name) => ({ id: name, name }))}
    alwaysOn
  />,
  <TextInput key="resourceId" source="resourceId" alwaysOn />,
  <TextInput key="userId" source="userId" />,
  <TextInput key="action" source="action" />,
  <DateTimeInput key="at_gte" source="at_gte" parse={toInstant} alwaysOn />,
  <DateTimeInput key="at_lte" source="at_lte" parse={toInstant} alwaysOn />,
];

export default function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={50} actions={<ListToolbar />}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="at" field={WhenField} />
        <DataTable.Col source="username" />
        <DataTable.Col source="role" disableSort />
        <DataTable.Col source="action" />
        <DataTable.Col source="resource" />
        <DataTable.Col source="resourceId" disableSort />
        <DataTable.Col source="ip" disableSort />
      </DataTable>
    </List>
  );
}
