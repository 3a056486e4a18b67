import { useState } from 'react';
import { Box, Button, TextField as MuiTextField, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useGetIdentity,
  useNotify,
  type SimpleFormProps,
} from 'react-admin';
import {
  adminClassroomWriteSchema,
  CLASSROOM_CLASSES,
  CLASSROOM_MAX_STUDENTS,
  CLASSROOM_STUDENTS_RESOURCE,
  type AdminClassroomStudent,
} from '@app/contracts';
import { zodResolver } from '../validation';
import { fromIndiaInput, mergeIds, studentLabel, toIndiaInput } from './classroomBody';

// The API's own schema judges the form.
const resolver = zodResolver(adminClassroomWriteSchema);

const CLASS_CHOICES = CLASSROOM_CLASSES.map((c) => ({ id: c, name: `Class ${c}` }));

function Section({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 500 }}>
      {children}
    </Typography>
  );
}

/** An instant typed in India time, whatever the browser's zone (the API takes instants). */
function IndiaDateTimeInput({ source, label }: { source: string; label: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      type="datetime-local"
      format={toIndiaInput}
      parse={fromIndiaInput}
      slotProps={{ inputLabel: { shrink: true } }}
      helperText="India time (IST)"
    />
  );
}

/**
 * "Add the section's students": the active students of the school in that section (and the classroom's class)
 * join the chosen ones. Only the list is filled; the server takes the list as it is saved.
 */
export function AddSectionButton() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { setValue, getValues } = useFormContext();
  const [section, classOf, schoolId] = useWatch({ name: ['section', 'class', 'schoolId'] }) as [
    string | undefined,
    string | undefined,
    string | undefined,
  ];
  const [typed, setTyped] = useState('');
  const wanted = (typed || section || '').trim();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList<AdminClassroomStudent>(CLASSROOM_STUDENTS_RESOURCE, {
        filter: { section: wanted, ...(classOf ? { class: classOf } : {}), ...(schoolId ? { schoolId } : {}) },
        pagination: { page: 1, perPage: CLASSROOM_MAX_STUDENTS },
        sort: { field: 'name', order: 'ASC' },
      });
      const before = (getValues('studentIds') as string[] | undefined) ?? [];
      const after = mergeIds(
        before,
        data.map((s) => s.id),
      );
      setValue('studentIds', after, { shouldDirty: true, shouldValidate: true });
      notify(`Added ${after.length - before.length} of the ${data.length} students of section ${wanted}`, {
        type: 'info',
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
      <MuiTextField
        size="small"
        label="Section to add"
        value={typed}
        placeholder={section ?? ''}
        onChange={(e) => setTyped(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'classroom-add-section-name' } }}
      />
      <Button
        variant="outlined"
        onClick={() => void add()}
        disabled={!wanted || busy}
        data-testid="classroom-add-section"
      >
        {wanted ? `Add the students of section ${wanted}` : "Add a section's students"}
      </Button>
    </Box>
  );
}

/** The classroom's students, one by one: the school's active campus students, found by name or admission number. */
function StudentsInput() {
  const schoolId = useWatch({ name: 'schoolId' }) as string | undefined;
  return (
    <ReferenceArrayInput
      source="studentIds"
      reference={CLASSROOM_STUDENTS_RESOURCE}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      filter={schoolId ? { schoolId } : {}}
    >
      <AutocompleteArrayInput
        label="resources.classrooms.fields.studentIds"
        optionText={studentLabel}
        filterToQuery={(q: string) => ({ q })}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/** A classroom, for both create and edit: what it is, its careers, its students and its dates. */
export function ClassroomForm(props: Omit<SimpleFormProps, 'children'>) {
  const { identity } = useGetIdentity();
  const admin = identity?.role === 'admin';
  return (
    <SimpleForm resolver={resolver} noValidate warnWhenUnsavedChanges {...props}>
      <Section>Classroom</Section>
      {admin && (
        <ReferenceInput source="schoolId" reference="schools" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText="name" helperText="Admins choose the school" />
        </ReferenceInput>
      )}
      <TextInput source="name" fullWidth />
      <SelectInput source="class" choices={CLASS_CHOICES} />
      <TextInput source="section" helperText="Optional: the section it is for" />

      <Section>Careers</Section>
      <ReferenceArrayInput
        source="careerIds"
        reference="careers"
        filter={{ published: true }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
      >
        <AutocompleteArrayInput
          label="resources.classrooms.fields.careerIds"
          optionText="name"
          filterToQuery={(q: string) => ({ q })}
          fullWidth
        />
      </ReferenceArrayInput>

      <Section>Students</Section>
      <AddSectionButton />
      <StudentsInput />

      <Section>Dates</Section>
      <IndiaDateTimeInput source="opensAt" label="resources.classrooms.fields.opensAt" />
      <IndiaDateTimeInput source="closesAt" label="resources.classrooms.fields.closesAt" />
    </SimpleForm>
  );
}
