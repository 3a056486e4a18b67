import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { USER_ROLES } from '@app/contracts';
import { LONG_TEXT_COLUMN, WhenField } from '../common/fields';
import { ListToolbar } from '../common/ListToolbar';
import { AccountStateField, roleChoices } from './UserFields';

/** The API's filters: `q` (name, e-mail, mobile or username), `role`, `disabled`, `confirmed`. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail, mobile or username" />,
  <SelectInput key="role" source="role" choices={roleChoices(USER_ROLES)} alwaysOn />,
  <NullableBooleanInput key="disabled" source="disabled" alwaysOn />,
  <NullableBooleanInput key="confirmed" source="confirmed" />,
];

export default function UserList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <ListToolbar>
          <CreateButton label="console.users.invite" />
        </ListToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="username" sx={LONG_TEXT_COLUMN} />
        <DataTable.Col source="email" sx={LONG_TEXT_COLUMN} />
        <DataTable.Col source="phoneNumber" disableSort />
        <DataTable.Col source="role">
          <SelectField source="role" choices={roleChoices(USER_ROLES)} />
        </DataTable.Col>
        <DataTable.Col source="confirmed" disableSort>
          <BooleanField source="confirmed" />
        </DataTable.Col>
        <DataTable.Col source="disabled" disableSort>
          <AccountStateField />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={WhenField} />
      </DataTable>
    </List>
  );
}
