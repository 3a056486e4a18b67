import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  DataTable,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminSchool } from '@app/contracts';
import { WhenField } from '../common/fields';
import { AccountStateField } from '../users/UserFields';
import { BOARD_CHOICES } from './choices';
import { InviteSchoolAdminButton } from './InviteSchoolAdminButton';
import { SchoolConsentAgreement } from './SchoolConsentAgreement';
import { SchoolResults } from './SchoolResults';
import { SeatsField } from './SeatsField';

/** The logo, when it is one of the site's own files (the policy's img-src is 'self'). */
function LogoField(_props: { label: false }) {
  const school = useRecordContext<AdminSchool>();
  if (!school?.logo?.startsWith('/')) return null;
  return (
    <Box
      component="img"
      src={school.logo}
      alt=""
      data-testid="school-logo"
      sx={{ width: 72, height: 72, objectFit: 'contain', p: 1, borderRadius: 1, bgcolor: 'grey.100' }}
    />
  );
}

/** The school's admins (the users resource, filtered by school and role), and the invitation of another. */
function SchoolAdmins() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'list' });
  if (!canAccess) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="school-admins">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('console.schools.admins')}
        </Typography>
        <InviteSchoolAdminButton />
      </Box>
      <ReferenceManyField
        reference="users"
        target="schoolId"
        filter={{ role: 'school_admin' }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        {/* The table's own empty text would offer to clear the filters, which here are the school and the role. */}
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          empty={
            <Typography variant="body2" sx={{ py: 1 }} data-testid="school-no-admins">
              {translate('console.schools.no_admins')}
            </Typography>
          }
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="hasPassword" label="console.schools.invitation_taken">
            <BooleanField source="hasPassword" />
          </DataTable.Col>
          <DataTable.Col source="disabled" label="resources.users.fields.disabled">
            <AccountStateField />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
}

/**
 * A school's page: what it is, its seats (used / bought), for admins its school admins, its agreement to collect
 * parents' consent (issue 14), and its results.
 */
export default function SchoolShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <LogoField label={false} />
        <TextField source="name" />
        <TextField source="campusId" />
        <SelectField source="board" choices={BOARD_CHOICES} />
        <TextField source="city" />
        <TextField source="state" />
        <SeatsField label="resources.schools.fields.seatsUsed" />
        <WhenField source="updatedAt" />
      </SimpleShowLayout>
      <SchoolAdmins />
      <SchoolConsentAgreement />
      <SchoolResults />
    </Show>
  );
}
