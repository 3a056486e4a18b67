import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { CLASSROOM_CLASSES } from '@app/contracts';
import { useRowClick } from '../common/access';
import { WhenField } from '../common/fields';
import { ResultsButton } from './ResultsButton';

/** The list's filters are the API's: `q` (the name), `class` and `open`. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="class" source="class" choices={CLASSROOM_CLASSES.map((c) => ({ id: c, name: c }))} alwaysOn />,
  <NullableBooleanInput key="open" source="open" alwaysOn />,
];

export default function ClassroomList() {
  const rowClick = useRowClick();
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="class" />
        <DataTable.Col source="section" disableSort />
        <DataTable.NumberCol source="studentCount" disableSort />
        <DataTable.NumberCol source="startedCount" disableSort />
        <DataTable.NumberCol source="completedCount" disableSort />
        <DataTable.Col source="opensAt" field={WhenField} />
        <DataTable.Col source="closesAt" field={WhenField} />
        <DataTable.Col source="open" field={BooleanField} disableSort />
        <DataTable.Col label="console.results.tab" disableSort>
          <ResultsButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
