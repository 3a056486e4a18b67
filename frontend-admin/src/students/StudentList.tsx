import {
  BooleanField,
  BooleanInput,
  CanAccess,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { ROSTER_CLASSES } from '@app/contracts';
import { ListToolbar } from '../common/ListToolbar';
import { ImportStudentsButton } from './ImportStudentsButton';
import { StudentsEmpty } from './StudentsEmpty';

/** The API's filters: `q` (name or admission number), class, section, active. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or admission number" />,
  <SelectInput key="class" source="class" choices={ROSTER_CLASSES.map((id) => ({ id, name: id }))} alwaysOn />,
  <TextInput key="section" source="section" />,
  <BooleanInput key="active" source="active" />,
];

export default function StudentList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'admissionNumber', order: 'ASC' }}
      perPage={50}
      empty={<StudentsEmpty />}
      actions={
        <ListToolbar>
          <CanAccess action="create">
            <ImportStudentsButton />
          </CanAccess>
        </ListToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="admissionNumber" />
        <DataTable.Col source="name" />
        <DataTable.Col source="class" />
        <DataTable.Col source="section" />
        <DataTable.Col source="username" disableSort />
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="mustChangePassword" disableSort>
          <BooleanField source="mustChangePassword" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
