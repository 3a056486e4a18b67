import { memo, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import {
  ArrayInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  SimpleForm,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { adminCareerContentWriteSchema, CONTENT_LIMITS, SCHOOL_SUBJECTS } from '@app/contracts';
import { zodResolver } from '../validation';
import { contentBody } from './contentBody';
import { AddButton, ITERATOR_SX, MoveButtons, RemoveButton } from './iterator';
import { SectionsInput } from './SectionsInput';

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

/** The instructions page's lines, in order (numbered or bulleted). */
const InstructionsInput = memo(function InstructionsInput({ count }: { count: number }) {
  return (
    <ArrayInput source="instructions.content" label="console.contents.fields.instructions">
      <SimpleFormIterator
        disableClear
        fullWidth
        sx={ITERATOR_SX}
        getItemLabel={(index) => `${index + 1}.`}
        reOrderButtons={<MoveButtons what="console.contents.instruction" />}
        removeButton={<RemoveButton what="console.contents.instruction" />}
        addButton={
          <AddButton
            label="console.contents.add_instruction"
            item={() => ''}
            disabled={count >= CONTENT_LIMITS.instructionsMax}
          />
        }
      >
        <TextInput source="" label="console.contents.fields.instruction" helperText={false} multiline fullWidth />
      </SimpleFormIterator>
    </ArrayInput>
  );
});

interface FormShape {
  instructions?: { content?: unknown[] };
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
      <FormDataConsumer<FormShape>>
        {({ formData }) => <InstructionsInput count={formData.instructions?.content?.length ?? 0} />}
      </FormDataConsumer>

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
