import { Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  DataTable,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { USER_ROLES, type AdminUserRecord } from '@app/contracts';
import { DayField, RupeesField, WhenField } from '../common/fields';
import { DisableButton, UserMailButton } from './UserActions';
import { UserConsentRecords } from './UserConsentRecords';
import { ChangeRoleButton, CorrectBirthdateButton } from './UserEditDialogs';
import { AccountStateField, roleChoices } from './UserFields';

function UserShowActions() {
  return (
    <TopToolbar>
      <UserMailButton kind="resend-code" />
      <UserMailButton kind="password-reset" />
      <ChangeRoleButton />
      <CorrectBirthdateButton />
      <DisableButton />
    </TopToolbar>
  );
}

/** "None" for an empty list, so an empty tab says so rather than showing nothing. */
function Empty({ source }: { source: keyof AdminUserRecord }) {
  const record = useRecordContext<AdminUserRecord>();
  const translate = useTranslate();
  const list = record?.[source];
  return Array.isArray(list) && list.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {translate('console.users.none')}
    </Typography>
  ) : null;
}

/**
 * One user's page: the profile, and their orders, careers, consent records and results. Opening it (and its
 * consent tab) is written to the audit log.
 */
export default function UserShow() {
  return (
    <Show actions={<UserShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="console.users.profile">
          <TextField source="name" />
          <TextField source="username" />
          <TextField source="email" />
          <TextField source="phoneNumber" emptyText="-" />
          <SelectField source="role" choices={roleChoices(USER_ROLES)} />
          <TextField source="schoolName" emptyText="-" />
          <AccountStateField label="resources.users.fields.disabled" />
          <WhenField source="disabledAt" emptyText="-" />
          <BooleanField source="confirmed" />
          <BooleanField source="hasPassword" />
          <DayField source="birthdate" emptyText="-" />
          <TextField source="gender" emptyText="-" />
          <TextField source="class" emptyText="-" />
          <TextField source="school" emptyText="-" />
          <TextField source="city" emptyText="-" />
          <TextField source="state" emptyText="-" />
          <WhenField source="createdAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.users.orders">
          <Empty source="orders" />
          <ArrayField source="orders" label={false}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="createdAt" label="Date">
                <WhenField source="createdAt" />
              </DataTable.Col>
              <DataTable.Col source="status" label="Status" />
              <DataTable.Col source="amount" label="Amount">
                <RupeesField source="amount" />
              </DataTable.Col>
              <DataTable.Col source="refunded" label="Refunded">
                <RupeesField source="refunded" />
              </DataTable.Col>
              <DataTable.Col source="invoice.serial" label="Invoice" />
              <DataTable.Col source="_id" label="Order id" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.users.careers">
          <Empty source="careers" />
          <ArrayField source="careers" label={false}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="careerName" label="Career" />
              <DataTable.Col source="status" label="Status" />
              <DataTable.Col source="source" label="Through" />
              <DataTable.Col source="completedAt" label="Completed">
                <WhenField source="completedAt" emptyText="-" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.users.consent">
          <UserConsentRecords />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.users.results">
          <Empty source="results" />
          <ArrayField source="results" label={false}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="career_name" label="Career" />
              <DataTable.Col source="percent" label="Score %" />
              <DataTable.Col source="remark" label="Band" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
