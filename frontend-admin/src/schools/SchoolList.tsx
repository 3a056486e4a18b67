import { CreateButton, DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { ListToolbar } from '../common/ListToolbar';
import { BOARD_CHOICES, STATE_CHOICES } from './choices';
import { SeatsField } from './SeatsField';

/** The API's filters: `q` (name or campus id), `board`, `state`. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or campus id" />,
  <SelectInput key="board" source="board" choices={BOARD_CHOICES} />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} />,
];

/** Every school for admins; a school admin's own school alone (the API's scope). A row opens the school's page. */
export default function SchoolList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <ListToolbar>
          <CreateButton />
        </ListToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="campusId" />
        <DataTable.Col source="board" />
        <DataTable.Col source="city" />
        <DataTable.Col source="state" />
        <DataTable.Col source="seatsUsed" label="resources.schools.fields.seats" field={SeatsField} />
        <DataTable.NumberCol source="schoolAdmins" disableSort />
      </DataTable>
    </List>
  );
}
