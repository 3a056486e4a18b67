import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MOBILE_PREFIX, profileUpdateSchemaFor } from '@app/contracts';
import { updateProfile, type ProfileChanges } from '../../api/auth';
import { FormTextField } from '../../components/FormTextField';
import { MobileNumberField } from '../../components/MobileNumberField';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from './errors';
import { DateField, SelectField } from './fields';
import { EmailCodeStep } from './EmailCodeStep';
import { BIRTHDATE_ONCE, PROFILE_REQUIRED, PROFILE_SAVED } from './messages';
import { GENDER_OPTIONS } from './options';
import { asksBirthdate, missingProfileFields, useSession } from './session';
import { SubmitButton } from '../../components/SubmitButton';
import { YOUR_DATA_PATH } from '../../app/navItems';

interface ProfileValues {
  email: string;
  phone_number: string;
  gender: string;
  birthdate: string;
}

interface Props {
  open: boolean;
  /** Counts the openings: each one starts from the account's current details (a fresh form). */
  opening: number;
  /** The student area needs these details: no way to dismiss it but leaving the area. */
  required: boolean;
  onClose: () => void;
}

/**
 * The profile dialog: e-mail, mobile (the 10 digits, without +91) and gender, and a student's date of birth while
 * it is unknown (it is given once); also the avatar menu's Account.
 */
export function ProfileDialog({ open, opening, required, onClose }: Props) {
  const { user } = useSession();
  if (!user) return null;
  return <ProfileDialogForm key={`${user.user_id}:${opening}`} open={open} required={required} onClose={onClose} />;
}

function ProfileDialogForm({ open, required, onClose }: Omit<Props, 'opening'>) {
  const { user, setUser } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  /** The new address the server mailed a code to: the dialog asks for that code next. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const data = user!.data;
  const phone = data.phone_number ?? '';
  const current: ProfileValues = {
    email: data.email ?? '',
    // An existing number is shown without its 3-character country prefix.
    phone_number: phone.startsWith(MOBILE_PREFIX) ? phone.slice(MOBILE_PREFIX.length) : phone,
    gender: data.gender ?? '',
    birthdate: '',
  };
  const userType = data['custom:user_type'];
  // Asked once, and sent only then: a date of birth already given is not the student's to change.
  const [withBirthdate] = useState(() => asksBirthdate(user!));
  const formSchema = useMemo(
    () =>
      profileUpdateSchemaFor(userType).shape.user.pick({
        email: true,
        phone_number: true,
        gender: true,
        ...(withBirthdate ? { birthdate: true } : {}),
      }),
    [userType, withBirthdate],
  );
  // Asked to continue, the dialog asks only for what the account lacks: never again for what sign-up took.
  const [asked] = useState(() => (required ? missingProfileFields(user!) : null));
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<ProfileValues>({
    mode: 'onChange',
    defaultValues: current,
    // The schema's output: the gender is left out when a parent chose none.
    resolver: zodResolver(formSchema) as unknown as Resolver<ProfileValues>,
  });
  /** A field is shown when the dialog edits everything, when it is missing, or when what it holds is refused. */
  const shows = (name: keyof ProfileValues) =>
    name === 'birthdate' ? withBirthdate : !asked || asked.includes(name) || Boolean(errors[name]);

  const onValid = async (changes: ProfileChanges) => {
    try {
      const { pendingEmail: pending, ...updated } = await updateProfile(changes);
      setUser(updated);
      enqueueSnackbar(PROFILE_SAVED, { variant: 'success' });
      if (pending) setPendingEmail(pending);
      else onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const leave = () => {
    onClose();
    if (required) navigate('/');
  };

  return (
    <Dialog
      open={open}
      onClose={required ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="profile-dialog-title"
      data-testid="profile-dialog"
    >
      {pendingEmail ? (
        <EmailCodeStep
          pendingEmail={pendingEmail}
          onConfirmed={(confirmed) => {
            setUser(confirmed);
            onClose();
          }}
          onLater={onClose}
        />
      ) : (
        <Box component="form" noValidate aria-label="Profile" onSubmit={handleSubmit(onValid)}>
          <DialogTitle id="profile-dialog-title">Account</DialogTitle>
          <DialogContent>
            {required ? (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="profile-required">
                {PROFILE_REQUIRED}
              </Alert>
            ) : (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {data.first_name} {data.last_name} ({data.username})
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, pt: 1 }}>
              {shows('email') && (
                <FormTextField
                  control={control}
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                  autoFocus
                  disabled={isSubmitting}
                />
              )}
              {shows('phone_number') && (
                <Controller
                  control={control}
                  name="phone_number"
                  render={({ field, fieldState }) => (
                    <MobileNumberField field={field} error={fieldState.error} disabled={isSubmitting} />
                  )}
                />
              )}
              {shows('gender') && (
                <SelectField
                  control={control}
                  name="gender"
                  label={userType === 'parent' ? 'Gender (optional)' : 'Gender'}
                  options={GENDER_OPTIONS}
                  disabled={isSubmitting}
                />
              )}
              {shows('birthdate') && (
                <>
                  <DateField control={control} name="birthdate" label="Date of birth" disabled={isSubmitting} />
                  <Typography variant="body2" color="text.secondary" data-testid="profile-birthdate-note">
                    {BIRTHDATE_ONCE}
                  </Typography>
                </>
              )}
            </Box>
            {!required && (
              <Typography variant="body2" sx={{ mt: 2 }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => {
                    onClose();
                    navigate(YOUR_DATA_PATH);
                  }}
                  data-testid="profile-your-data"
                >
                  Your data: download a copy, or delete your account
                </Link>
              </Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={leave} disabled={isSubmitting} data-testid="profile-cancel">
              {required ? 'Not now' : 'Cancel'}
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel="Saving" data-testid="profile-save">
              Save
            </SubmitButton>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
