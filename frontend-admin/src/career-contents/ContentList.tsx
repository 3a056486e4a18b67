import { CreateButton, DataTable, List, NullableBooleanInput, SearchInput, TopToolbar } from 'react-admin';
import { useRowClick } from '../common/access';
import { WhenField } from '../common/fields';
import { ChangesField, PublishedVersionField } from './ContentState';

/** The list's filters are the API's: `q` (the career's name) and `published` (whether a version exists). */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput
    key="published"
    source="published"
    alwaysOn
    trueLabel="console.contents.published_yes"
    falseLabel="console.contents.never_published"
  />,
];

/** Careers with an assessment, and its state; only the career's name and the two dates sort (the API's sorts). */
export default function ContentList() {
  const rowClick = useRowClick();
  return (
    <List
      filters={filters}
      sort={{ field: 'careerName', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="careerName" />
        <DataTable.NumberCol source="sectionCount" disableSort />
        <DataTable.NumberCol source="stepCount" disableSort />
        <DataTable.NumberCol source="version" disableSort />
        <DataTable.Col source="publishedVersion" disableSort field={PublishedVersionField} />
        <DataTable.Col source="unpublishedChanges" disableSort field={ChangesField} />
        <DataTable.Col source="publishedAt" field={WhenField} />
        <DataTable.Col source="updatedAt" field={WhenField} />
      </DataTable>
    </List>
  );
}
