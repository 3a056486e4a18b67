import {
  BooleanField,
  ChipField,
  NumberField,
  ReferenceArrayField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  FunctionField,
} from 'react-admin';
import { CLASSROOM_STUDENTS_RESOURCE, type AdminClassroomStudent } from '@app/contracts';
import { IndiaTimeField } from '../common/fields';
import { studentLabel } from './classroomBody';

export default function ClassroomShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="class" />
        <TextField source="section" emptyText="—" />
        <IndiaTimeField source="opensAt" />
        <IndiaTimeField source="closesAt" />
        <BooleanField source="open" />
        <ReferenceArrayField source="careerIds" reference="careers">
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <NumberField source="studentCount" />
        <NumberField source="startedCount" />
        <NumberField source="completedCount" />
        <ReferenceArrayField source="studentIds" reference={CLASSROOM_STUDENTS_RESOURCE} perPage={1000}>
          <SingleFieldList linkType={false}>
            <FunctionField<AdminClassroomStudent>
              render={(s) => <ChipField record={{ id: s.id, label: studentLabel(s) }} source="label" size="small" />}
            />
          </SingleFieldList>
        </ReferenceArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
