import { Edit } from 'react-admin';
import { FieldForm } from './FieldForm';

/** Pessimistic, as every edit here: field errors and a stale version are said while the form is on screen. */
export default function FieldEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <FieldForm />
    </Edit>
  );
}
