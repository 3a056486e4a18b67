import { Create } from 'react-admin';
import { classroomDefaults } from './classroomBody';
import { ClassroomForm } from './ClassroomForm';

export default function ClassroomCreate() {
  return (
    <Create redirect="show">
      <ClassroomForm defaultValues={classroomDefaults()} />
    </Create>
  );
}
