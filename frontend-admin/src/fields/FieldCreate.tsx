import { Create } from 'react-admin';
import { FieldForm } from './FieldForm';

export default function FieldCreate() {
  return (
    <Create redirect="list">
      <FieldForm defaultValues={{ sortOrder: 0 }} />
    </Create>
  );
}
