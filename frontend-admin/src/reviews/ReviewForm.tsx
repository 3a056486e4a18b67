import { BooleanInput, NumberInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { adminReviewWriteSchema } from '@app/contracts';
import { zodResolver } from '../validation';

const resolver = zodResolver(adminReviewWriteSchema);

export function ReviewForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm resolver={resolver} noValidate {...props}>
      <TextInput source="name" />
      <TextInput source="text" multiline minRows={4} fullWidth />
      <NumberInput source="rating" step={0.25} min={1} max={5} />
      <BooleanInput source="hidden" helperText="Hidden reviews stay here and leave the public page" />
      <NumberInput source="sortOrder" step={1} min={0} />
    </SimpleForm>
  );
}
