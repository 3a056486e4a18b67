import { FunctionField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import type { AdminMedia } from '@app/contracts';
import { formatBytes, WhenField } from '../common/fields';
import { MediaPreview } from './MediaPreview';

export default function MediaShow() {
  return (
    <Show actions={<TopToolbar />}>
      <SimpleShowLayout>
        <MediaPreview size={160} label="Preview" />
        <TextField source="originalName" />
        <TextField source="url" />
        <TextField source="kind" />
        <TextField source="contentType" />
        <FunctionField<AdminMedia> source="bytes" render={(r) => formatBytes(r.bytes)} />
        <WhenField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
