import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { careerRequestSchema, type CareerRequest } from '@app/contracts';
import { requestCareer } from '../../api/leads';
import { FormTextField } from '../../components/FormTextField';
import { MobileNumberField } from '../../components/MobileNumberField';
import { useSnackbar } from '../../components/snackbar';
import { SUBMIT_FAILED, SUBMIT_FAILED_DURATION } from './messages';
import { SubmitButton } from './SubmitButton';

interface CareerRequestValues {
  careerName: string;
  name: string;
  email: string;
  mobile: string;
  comments: string;
}

const EMPTY: CareerRequestValues = { careerName: '', name: '', email: '', mobile: '', comments: '' };

export function CareerRequestForm() {
  const { enqueueSnackbar } = useSnackbar();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<CareerRequestValues, unknown, CareerRequest>({
    mode: 'onBlur',
    defaultValues: EMPTY,
    resolver: zodResolver(careerRequestSchema) as unknown as Resolver<CareerRequestValues, unknown, CareerRequest>,
  });

  const onValid = async (request: CareerRequest) => {
    try {
      const { message } = await requestCareer(request);
      // Spec section 8: the server's message for 6 s (the default), then a fresh form.
      enqueueSnackbar(message, { variant: 'success' });
      reset(EMPTY);
    } catch {
      enqueueSnackbar(SUBMIT_FAILED, {
        variant: 'error',
        autoHideDuration: SUBMIT_FAILED_DURATION,
        anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Career request"
      data-testid="career-request-form"
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <FormTextField control={control} name="careerName" label="Career name" required disabled={isSubmitting} />
      <FormTextField
        control={control}
        name="name"
        label="Your name"
        autoComplete="name"
        required
        disabled={isSubmitting}
      />
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
      <FormTextField
        control={control}
        name="comments"
        label="Comments (optional)"
        multiline
        minRows={3}
        disabled={isSubmitting}
      />
      <SubmitButton submitting={isSubmitting} label="Send" testId="career-request-submit" />
    </Box>
  );
}
