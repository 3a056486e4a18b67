import { Edit } from 'react-admin';
import { ClassroomForm } from './ClassroomForm';

/** Pessimistic, as every edit here: field errors and a stale version are said while the form is on screen. */
export default function ClassroomEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ClassroomForm />
    </Edit>
  );
}
