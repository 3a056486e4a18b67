import { Alert } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { adminUserInviteSchema, needsSchool, STAFF_ROLES } from '@app/contracts';
import { zodResolver } from '../validation';
import { roleChoices } from './UserFields';

const resolver = zodResolver(adminUserInviteSchema);

/**
 * A staff invitation: name, e-mail and role (and a school admin's school); the person sets their own password from
 * the e-mailed link. A school's page opens it pre-filled (`?source=`) with the school admin role and that school.
 */
export default function UserCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="show" title="console.users.invite">
      <SimpleForm resolver={resolver} noValidate defaultValues={{ role: 'counsellor' }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('console.users.invite_hint')}
        </Alert>
        <TextInput source="firstName" />
        <TextInput source="lastName" />
        <TextInput source="email" type="email" />
        <SelectInput source="role" choices={roleChoices(STAFF_ROLES)} />
        <FormDataConsumer>
          {({ formData }) =>
            needsSchool(String(formData.role ?? '')) ? (
              <ReferenceInput source="schoolId" reference="schools" sort={{ field: 'name', order: 'ASC' }}>
                <AutocompleteInput optionText="name" helperText="Search by name or campus id" />
              </ReferenceInput>
            ) : null
          }
        </FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
