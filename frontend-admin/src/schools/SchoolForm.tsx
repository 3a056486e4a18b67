import {
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { adminSchoolWriteSchema, type AdminSchool } from '@app/contracts';
import { LogoInput } from '../media/LogoInput';
import { zodResolver } from '../validation';
import { BOARD_CHOICES, STATE_CHOICES } from './choices';

// The API's own schema judges the form: its messages are the ones a 400 would carry.
const resolver = zodResolver(adminSchoolWriteSchema);

/** A school, for create and edit: name, campus id, board, city, state, logo and seats. */
export function SchoolForm(props: Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  const school = useRecordContext<AdminSchool>();
  const seatsHint = school
    ? translate('console.schools.seats_used_hint', { used: school.seatsUsed })
    : translate('console.schools.seats_hint');
  return (
    <SimpleForm resolver={resolver} noValidate warnWhenUnsavedChanges {...props}>
      <TextInput source="name" fullWidth />
      <TextInput source="campusId" helperText="console.schools.campus_hint" />
      <SelectInput source="board" choices={BOARD_CHOICES} />
      <TextInput source="city" />
      <SelectInput source="state" choices={STATE_CHOICES} />
      <LogoInput resource="schools" />
      <NumberInput source="seats" step={1} min={0} helperText={seatsHint} />
    </SimpleForm>
  );
}
