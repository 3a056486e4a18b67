import {
  BooleanField,
  ChipField,
  NumberField,
  ReferenceArrayField,
  Show,
  SingleFieldList,
  TabbedShowLayout,
  TextField,
  FunctionField,
} from 'react-admin';
import { CLASSROOM_STUDENTS_RESOURCE, type AdminClassroomStudent } from '@app/contracts';
import { WhenField } from '../common/fields';
import { studentLabel } from './classroomBody';
import { ClassroomResults } from './ClassroomResults';

/** The classroom, and its results on a tab of their own (fetched only when the tab is opened). */
export default function ClassroomShow() {
  return (
    <Show>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="console.results.classroom">
          <TextField source="name" />
          <TextField source="class" />
          <TextField source="section" emptyText="—" />
          <WhenField source="opensAt" />
          <WhenField source="closesAt" />
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
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.results.tab" path="results">
          <ClassroomResults />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
