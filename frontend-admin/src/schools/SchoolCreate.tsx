import { Create } from 'react-admin';
import { SchoolForm } from './SchoolForm';

/** A new school; its page follows, where its school admins are invited. */
export default function SchoolCreate() {
  return (
    <Create redirect="show">
      <SchoolForm defaultValues={{ seats: 0, logo: null }} />
    </Create>
  );
}
