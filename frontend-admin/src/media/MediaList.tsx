import { DataTable, FunctionField, List, TopToolbar } from 'react-admin';
import type { AdminMedia } from '@app/contracts';
import { formatBytes, WhenField } from '../common/fields';
import { MediaPreview } from './MediaPreview';
import { UploadButton } from './UploadButton';

export default function MediaList() {
  return (
    <List
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
        <DataTable.Col source="originalName" disableSort />
        <DataTable.Col source="contentType" disableSort />
        <DataTable.NumberCol source="bytes" disableSort>
          <FunctionField<AdminMedia> render={(r) => formatBytes(r.bytes)} />
        </DataTable.NumberCol>
        <DataTable.Col source="url" disableSort />
        <DataTable.Col source="createdAt" field={WhenField} />
      </DataTable>
    </List>
  );
}
