import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import { useRowClick } from '../common/access';

export default function FieldList() {
  const rowClick = useRowClick();
  return (
    <List
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
        <DataTable.NumberCol source="sortOrder" />
        <DataTable.NumberCol source="careerCount" disableSort />
      </DataTable>
    </List>
  );
}
