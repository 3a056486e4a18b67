import { Alert } from '@mui/material';
import { Create, FormDataConsumer, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { adminUserInviteSchema, needsSchool, STAFF_ROLES } from '@app/contracts';
import { zodResolver } from '../validation';
import { roleChoices } from './UserFields';

const resolver = zodResolver(adminUserInviteSchema);

/** A staff invitation: name, e-mail and role; the person sets their own password from the e-mailed link. */
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
              <TextInput source="schoolId" helperText="The school's id (its campus uuid)" />
            ) : null
          }
        </FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
