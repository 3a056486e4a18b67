import { Chip } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminReview } from '@app/contracts';
import { HideButton } from './HideButton';

function Visibility() {
  const record = useRecordContext<AdminReview>();
  if (!record) return null;
  return record.hidden ? <Chip size="small" label="Hidden" /> : <Chip size="small" color="success" label="Shown" />;
}

/** The API's filters: `q` (the name or the text) and `hidden` (the content editor's dashboard links to those waiting). */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="hidden" source="hidden" alwaysOn />,
];

export default function ReviewList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.NumberCol source="rating" />
        <DataTable.Col source="text" disableSort sx={{ maxWidth: 480 }} />
        <DataTable.Col source="hidden" label="On the public page" field={Visibility} />
        <DataTable.NumberCol source="sortOrder" />
        <DataTable.Col label={false} disableSort>
          <HideButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
