import {
  BooleanInput,
  CanAccess,
  Edit,
  Labeled,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ROSTER_CLASSES } from '@app/contracts';
import { ResetPasswordButton } from './ResetPasswordButton';

/** Moves a student to another class or section, or deactivates (no seat; reports kept) and reactivates them. */
export default function StudentEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <CanAccess action="edit">
            <ResetPasswordButton />
          </CanAccess>
        </TopToolbar>
      }
    >
      <SimpleForm>
        <TextField source="name" />
        <TextField source="admissionNumber" />
        <TextField source="username" />
        <Labeled>
          <TextField source="email" emptyText="-" />
        </Labeled>
        {/* From the roster file (the import updates it); issue 14 invites the parent with it. */}
        <Labeled>
          <TextField source="parentEmail" emptyText="-" />
        </Labeled>
        <SelectInput source="class" choices={ROSTER_CLASSES.map((id) => ({ id, name: id }))} />
        <TextInput source="section" />
        <BooleanInput source="active" helperText="A deactivated student holds no seat and keeps their reports" />
      </SimpleForm>
    </Edit>
  );
}
