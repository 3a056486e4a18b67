import { DataTable, FunctionField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import type { AdminMedia } from '@app/contracts';
import { formatBytes, WhenField } from '../common/fields';
import { MediaPreview } from './MediaPreview';
import { UploadButton } from './UploadButton';

/** The API's filters: `q` (in the file name) and `kind`. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={[
      { id: 'image', name: 'Images' },
      { id: 'video', name: 'Videos' },
    ]}
    alwaysOn
  />,
];

export default function MediaList() {
  return (
    // Never react-admin's "No Media yet" page: it replaces the toolbar, and with it the upload button.
    <List
      empty={false}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <UploadButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col label={false} disableSort field={MediaPreview} />
        <DataTable.Col source="originalName" />
        <DataTable.Col source="contentType" />
        <DataTable.NumberCol source="bytes">
          <FunctionField<AdminMedia> render={(r) => formatBytes(r.bytes)} />
        </DataTable.NumberCol>
        <DataTable.Col source="url" disableSort />
        <DataTable.Col source="createdAt" field={WhenField} />
      </DataTable>
    </List>
  );
}
