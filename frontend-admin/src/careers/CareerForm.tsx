import { Typography } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { adminCareerWriteSchema } from '@app/contracts';
import { LinesInput, RupeesInput } from '../common/inputs';
import { LogoInput } from '../media/LogoInput';
import { zodResolver } from '../validation';
import { careerBody } from './careerBody';
import { PropertiesInput } from './PropertiesInput';

// The API's own schema judges the form, on the body the form will send.
const resolver = zodResolver(adminCareerWriteSchema, careerBody);

function Section({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 500 }}>
      {children}
    </Typography>
  );
}

/** Every public property of a career, for both create and edit. */
export function CareerForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm resolver={resolver} noValidate warnWhenUnsavedChanges {...props}>
      <Section>Career</Section>
      <TextInput source="name" fullWidth />
      <TextInput source="slug" helperText="Made from the name when left empty" fullWidth />
      <ReferenceInput source="fieldId" reference="fields" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="name" />
      </ReferenceInput>
      <TextInput source="headerDescription" multiline minRows={3} fullWidth />
      <LinesInput source="aliases" helperText="console.careers.one_per_line" fullWidth />

      <Section>Logo</Section>
      <FormDataConsumer<{ logoBg?: string }>>
        {({ formData }) => <LogoInput background={formData.logoBg} />}
      </FormDataConsumer>
      <TextInput source="logoBg" helperText="A colour like #1A73E8" />

      <Section>Price</Section>
      <RupeesInput source="strikePrice" />
      <RupeesInput source="sellingPrice" helperText="What students pay; new orders only" />
      <BooleanInput source="trial" />

      <Section>Properties</Section>
      <PropertiesInput />

      <Section>On the site</Section>
      <NumberInput source="displayOrder" step={1} min={0} />
      <BooleanInput source="published" helperText="A draft is hidden from the public site" />
    </SimpleForm>
  );
}
