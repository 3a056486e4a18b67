import { NumberInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { adminFieldWriteSchema } from '@app/contracts';
import { zodResolver } from '../validation';

const resolver = zodResolver(adminFieldWriteSchema);

export function FieldForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm resolver={resolver} noValidate {...props}>
      <TextInput source="name" />
      <NumberInput source="sortOrder" step={1} min={0} helperText="Fields are listed on the site in this order" />
    </SimpleForm>
  );
}
