import { Chip } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  DateTimeInput,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES, type AdminLead } from '@app/contracts';
import { LONG_TEXT_COLUMN, WhenField } from '../common/fields';
import { LeadExportButton } from './LeadExportButton';

const toInstant = (value: string) => (value ? new Date(value).toISOString() : null);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={LEAD_STATUSES.map((id) => ({ id, name: LEAD_STATUS_LABELS[id] }))}
    alwaysOn
  />,
  <SelectInput
    key="source"
    source="source"
    choices={LEAD_SOURCES.map((id) => ({ id, name: LEAD_SOURCE_LABELS[id] }))}
  />,
  <BooleanInput key="mine" source="mine" label="Mine" />,
  <BooleanInput key="unassigned" source="unassigned" label="Unassigned" />,
  <BooleanInput key="overdue" source="overdue" label="Overdue" />,
  <DateTimeInput key="createdAt_gte" source="createdAt_gte" label="Came in after" parse={toInstant} />,
  <DateTimeInput key="createdAt_lte" source="createdAt_lte" label="Came in before" parse={toInstant} />,
];

/** The status, and a red flag on a lead still NEW a day after it came in. */
export function LeadStatusField() {
  const lead = useRecordContext<AdminLead>();
  if (!lead) return null;
  return (
    <>
      <Chip size="small" label={LEAD_STATUS_LABELS[lead.status]} />
      {lead.overdue && <Chip size="small" color="error" label="Overdue" sx={{ ml: 0.5 }} data-testid="lead-overdue" />}
    </>
  );
}

function SourceField() {
  const lead = useRecordContext<AdminLead>();
  return lead ? <>{LEAD_SOURCE_LABELS[lead.source]}</> : null;
}

/** Counsellors see their own and unassigned leads (the API decides); admins all, and may export them as CSV. */
export default function LeadList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <LeadExportButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" disableSort sx={LONG_TEXT_COLUMN} />
        <DataTable.Col source="mobile" disableSort />
        <DataTable.Col source="source" disableSort field={SourceField} />
        <DataTable.Col source="status" field={LeadStatusField} />
        <DataTable.Col source="assigneeName" label="Counsellor" disableSort />
        <DataTable.Col source="createdAt" label="Came in" field={WhenField} />
      </DataTable>
    </List>
  );
}
