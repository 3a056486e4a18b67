import { DataTable, List } from 'react-admin';
import { DayField, RUPEES } from '../common/fields';

export default function CourseList() {
  return (
    <List actions={false} pagination={false} sort={{ field: 'title', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort />
        <DataTable.NumberCol source="earlyBirdPrice" locales="en-IN" options={RUPEES} disableSort />
        <DataTable.NumberCol source="regularPrice" locales="en-IN" options={RUPEES} disableSort />
        <DataTable.Col source="startsOn" disableSort>
          <DayField source="startsOn" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
