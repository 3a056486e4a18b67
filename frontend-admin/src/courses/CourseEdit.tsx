import { ArrayInput, DateInput, Edit, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { adminCourseWriteSchema } from '@app/contracts';
import { RupeesInput } from '../common/inputs';
import { zodResolver } from '../validation';

const resolver = zodResolver(adminCourseWriteSchema);

/** The certification course: price, dates and modules. A price change applies to new orders only. */
export default function CourseEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm resolver={resolver} noValidate>
        <TextInput source="title" fullWidth />
        <RupeesInput source="strikePrice" />
        <RupeesInput source="earlyBirdPrice" />
        <RupeesInput source="regularPrice" />
        <DateInput source="startsOn" />
        <ArrayInput source="modules">
          <SimpleFormIterator fullWidth>
            <TextInput source="title" label="Module title" fullWidth />
            <TextInput source="description" label="Module description" multiline minRows={2} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  );
}
