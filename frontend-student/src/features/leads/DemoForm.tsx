import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { demoRequestSchemaFor, type DemoRequest, type DemoUserType } from '@app/contracts';
import { requestDemo } from '../../api/leads';
import { FormTextField } from '../../components/FormTextField';
import { MobileNumberField } from '../../components/MobileNumberField';
import { useSnackbar } from '../../components/snackbar';
import { SUBMIT_FAILED, SUBMIT_FAILED_DURATION } from './messages';
import { SubmitButton } from './SubmitButton';

/** What the inputs hold: the mobile is only the 10 digits; the schema adds "+91". */
interface DemoFormValues {
  name: string;
  email: string;
  mobile: string;
  school?: string;
  designation?: string;
}

export const DEMO_BUTTON = 'Schedule a free demo';

export function DemoForm({ userType }: { userType: DemoUserType }) {
  const isSchool = userType === 'school';
  const defaultValues: DemoFormValues = isSchool
    ? { name: '', email: '', mobile: '', school: '', designation: '' }
    : { name: '', email: '', mobile: '' };
  const { enqueueSnackbar } = useSnackbar();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<DemoFormValues, unknown, DemoRequest>({
    mode: 'onBlur',
    defaultValues,
    // The contracts' schema carries the exact messages; the API validates with the same one.
    resolver: zodResolver(demoRequestSchemaFor(userType)) as unknown as Resolver<DemoFormValues, unknown, DemoRequest>,
  });

  const onValid = async (request: DemoRequest) => {
    try {
      const { message } = await requestDemo(userType, request);
      enqueueSnackbar(message, { variant: 'success' });
      reset(defaultValues);
    } catch {
      enqueueSnackbar(SUBMIT_FAILED, { variant: 'error', autoHideDuration: SUBMIT_FAILED_DURATION });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={isSchool ? 'School demo request' : 'Parent demo request'}
      data-testid={`demo-form-${userType}`}
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <FormTextField control={control} name="name" label="Name" autoComplete="name" required disabled={isSubmitting} />
      {isSchool && (
        <>
          <FormTextField
            control={control}
            name="school"
            label="School name"
            autoComplete="organization"
            required
            disabled={isSubmitting}
          />
          <FormTextField
            control={control}
            name="designation"
            label="Designation"
            autoComplete="organization-title"
            required
            disabled={isSubmitting}
          />
        </>
      )}
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        disabled={isSubmitting}
      />
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <MobileNumberField field={field} error={fieldState.error} disabled={isSubmitting} />
        )}
      />
      <SubmitButton submitting={isSubmitting} label={DEMO_BUTTON} testId="demo-submit" />
    </Box>
  );
}
