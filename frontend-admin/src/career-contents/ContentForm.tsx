import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import {
  FormDataConsumer,
  RadioButtonGroupInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { adminCareerContentWriteSchema, CONTENT_LIMITS, SCHOOL_SUBJECTS } from '@app/contracts';
import { zodResolver } from '../validation';
import { contentBody } from './contentBody';
import { SectionsInput } from './SectionsInput';
import { TextListInput } from './TextListInput';

// The API's own schema judges the form, on the body the form will send.
const resolver = zodResolver(adminCareerContentWriteSchema, contentBody);

const INSTRUCTION_TYPES = [
  { id: 'numeric', name: 'console.contents.numbered' },
  { id: 'bullets', name: 'console.contents.bullets' },
];

// The subjects chart adds up a student's careers per subject name: the known names are offered first.
const SUBJECTS = [...SCHOOL_SUBJECTS];

function Heading({ children }: { children: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 500 }}>
      {translate(children)}
    </Typography>
  );
}

interface FormShape {
  sections?: unknown[];
}

/**
 * A career's assessment, for both create and edit: the instructions page, the subjects aligned, and the sections
 * with their steps. `head` comes first (the career to create it for, or the state of the draft).
 */
export function ContentForm({ head, ...props }: Omit<SimpleFormProps, 'children'> & { head?: ReactNode }) {
  return (
    <SimpleForm resolver={resolver} noValidate warnWhenUnsavedChanges {...props}>
      {head}

      <Heading>console.contents.instructions</Heading>
      <TextInput source="instructions.heading" label="console.contents.fields.heading" fullWidth />
      <RadioButtonGroupInput
        source="instructions.instructions_type"
        label="console.contents.fields.instructions_type"
        choices={INSTRUCTION_TYPES}
      />
      <TextListInput
        source="instructions.content"
        label="console.contents.fields.instructions"
        itemLabel="console.contents.fields.instruction"
        what="console.contents.instruction"
        addLabel="console.contents.add_instruction"
        max={CONTENT_LIMITS.instructionsMax}
        multiline
      />

      <Heading>console.contents.subjects</Heading>
      <TextArrayInput
        source="subjectsAligned"
        label="console.contents.fields.subjectsAligned"
        helperText="console.contents.subjects_hint"
        options={SUBJECTS}
        fullWidth
      />

      <Heading>console.contents.sections</Heading>
      <FormDataConsumer<FormShape>>
        {({ formData }) => <SectionsInput count={formData.sections?.length ?? 0} />}
      </FormDataConsumer>
    </SimpleForm>
  );
}
