import { Edit } from 'react-admin';
import { SchoolForm } from './SchoolForm';

/** Pessimistic, as every edit here: field errors (seats below those used) and a stale version are said on the form. */
export default function SchoolEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SchoolForm />
    </Edit>
  );
}
