import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { useRowClick } from '../common/access';
import { PublishedField, RUPEES, WhenField } from '../common/fields';

/** The list's filters are the API's: `q` (text search), `fieldId`, `published` and `hasPublishedContent`. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="fieldId"
    source="fieldId"
    reference="fields"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={100}
    alwaysOn
  >
    <SelectInput optionText="name" label="resources.careers.fields.fieldId" />
  </ReferenceInput>,
  <NullableBooleanInput
    key="published"
    source="published"
    alwaysOn
    trueLabel="console.careers.published"
    falseLabel="console.careers.draft"
  />,
  // The content editor's dashboard links here for the careers still without a published assessment.
  <NullableBooleanInput key="hasPublishedContent" source="hasPublishedContent" />,
];

function CareerListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}

export default function CareerList() {
  const rowClick = useRowClick();
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} actions={<CareerListActions />}>
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="fieldName" disableSort />
        <DataTable.Col source="published" field={PublishedField} />
        <DataTable.NumberCol source="sellingPrice" locales="en-IN" options={RUPEES} />
        <DataTable.NumberCol source="displayOrder" />
        <DataTable.Col source="updatedAt" field={WhenField} />
      </DataTable>
    </List>
  );
}
