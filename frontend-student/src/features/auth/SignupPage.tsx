import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormWatch,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import {
  parentSignupSchema,
  PASSWORD_RULE,
  studentSignupSchema,
  type ParentSignup,
  type SignupUserType,
  type StudentSignup,
} from '@app/contracts';
import { signup, type SignupBody } from '../../api/auth';
import { ApiError } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import { MobileNumberField } from '../../components/MobileNumberField';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard } from './AuthCard';
import { errorMessage } from './errors';
import { DateField, PasswordField, SelectField } from './fields';
import { GoogleButton } from './GoogleButton';
import { CLASS_OPTIONS, GENDER_OPTIONS, INDIAN_STATES } from './options';
import { invitedAddress } from './redirect';

/** What the inputs hold: the mobile is only the digits; the schema adds "+91". */
interface ParentValues {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  phone_number: string;
  password: string;
}
interface StudentValues extends ParentValues {
  birthdate: string;
  gender: string;
  class: string;
  school: string;
  city: string;
  state: string;
}

const PARENT_DEFAULTS: ParentValues = {
  first_name: '',
  last_name: '',
  email: '',
  username: '',
  phone_number: '',
  password: '',
};
const STUDENT_DEFAULTS: StudentValues = {
  ...PARENT_DEFAULTS,
  birthdate: '',
  gender: '',
  class: '',
  school: '',
  city: '',
  state: '',
};

const USERNAME_HINT = '3 to 32 letters, digits, dots, dashes or underscores';

/** What both forms ask, carried over when the chip switches forms (the password is typed again on purpose). */
const SHARED_FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'username'] as const;
type SharedValues = Pick<ParentValues, (typeof SHARED_FIELDS)[number]>;

function sharedOf(values: Partial<ParentValues>): SharedValues {
  return Object.fromEntries(SHARED_FIELDS.map((name) => [name, values[name] ?? ''])) as SharedValues;
}

interface FormProps {
  /** The shared fields as the other form left them. */
  shared: SharedValues;
  onSharedChange: (values: SharedValues) => void;
}

/** Reports the shared fields on every change, so switching forms keeps them. */
function useReportShared(watch: UseFormWatch<ParentValues>, onSharedChange: (values: SharedValues) => void) {
  useEffect(() => {
    const subscription = watch((values) => onSharedChange(sharedOf(values)));
    return () => subscription.unsubscribe();
  }, [watch, onSharedChange]);
}

/** /auth/signup: a Student/Parent chip and the form of each (spec section 5), validated on every change. */
export function SignupPage() {
  usePageTitle('Signup');
  // `?as=parent` opens on the parent form: a parent arriving from a consent link or their child's invitation.
  const [search] = useSearchParams();
  const [userType, setUserType] = useState<SignupUserType>(search.get('as') === 'parent' ? 'parent' : 'student');
  // A mailed link that asked for the sign-up (a consent request, an invitation) knows the address it went to, which
  // is the one that may answer it: the form starts with it, or names it when the link shows it masked only.
  const [invited] = useState(invitedAddress);
  // Typed values go to a ref (typing must not re-render the page); a switch hands them to the next form.
  const typed = useRef<SharedValues>(sharedOf({ email: invited.email }));
  const [carried, setCarried] = useState<SharedValues>(() => sharedOf({ email: invited.email }));
  const onSharedChange = useCallback((values: SharedValues) => {
    typed.current = values;
  }, []);
  const switchTo = (type: SignupUserType) => {
    if (type === userType) return;
    setCarried(typed.current);
    setUserType(type);
  };
  return (
    <AuthCard title="Signup" subtitle="Create your free Disha Careers account." testId="signup-page" maxWidth="sm">
      <Box
        role="group"
        aria-label="I am a"
        sx={{ display: 'flex', gap: 1, mb: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography component="span" sx={{ mr: 1 }}>
          I am a
        </Typography>
        {(['student', 'parent'] as const).map((type) => (
          <Chip
            key={type}
            label={type === 'student' ? 'Student' : 'Parent'}
            color={userType === type ? 'primary' : 'default'}
            variant={userType === type ? 'filled' : 'outlined'}
            onClick={() => switchTo(type)}
            aria-pressed={userType === type}
            data-testid={`chip-${type}`}
          />
        ))}
      </Box>
      {(invited.email || invited.sentTo) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="signup-invited-email">
          The link you followed was sent to <strong>{invited.email ?? invited.sentTo}</strong>. Sign up with that e-mail
          address: only its account can answer it.
        </Alert>
      )}
      {userType === 'student' ? (
        <StudentForm key="student" shared={carried} onSharedChange={onSharedChange} />
      ) : (
        <ParentForm key="parent" shared={carried} onSharedChange={onSharedChange} />
      )}
      <GoogleButton label="Signup with Google" withDivider />
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/auth/login" underline="always" data-testid="login-link">
          Login
        </Link>
      </Typography>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button component={RouterLink} to="/" startIcon={<HomeIcon />} data-testid="auth-home">
          Home
        </Button>
      </Box>
    </AuthCard>
  );
}

/** Sends the sign-up, then on to confirm/{username}?state=sent; server field errors land on their fields. */
function useSignupSubmit<T extends FieldValues>(
  userType: SignupUserType,
  setError: (name: Path<T>, e: { message: string }) => void,
) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  return async (data: StudentSignup | ParentSignup) => {
    try {
      const { message } = await signup({ ...data, userType } as SignupBody);
      enqueueSnackbar(message, { variant: 'success' });
      navigate(`/auth/confirm/${encodeURIComponent(data.username)}?state=sent`);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const e of error.errors ?? []) setError(e.field as Path<T>, { message: e.message });
      }
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
}

function SubmitRow({ submitting }: { submitting: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={submitting}
      aria-busy={submitting}
      data-testid="signup-submit"
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label="Signing up" /> : undefined}
      sx={{ mt: 1 }}
    >
      Signup
    </Button>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
  rowGap: 0.5,
} as const;
const full = { gridColumn: '1 / -1' } as const;

/** The fields both forms open with, in the spec's order: first name, last name, email. */
function NameAndEmailFields({ control, busy }: { control: Control<ParentValues>; busy: boolean }) {
  return (
    <>
      <FormTextField
        control={control}
        name="first_name"
        label="First name"
        autoComplete="given-name"
        required
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="last_name"
        label="Last name"
        autoComplete="family-name"
        required
        disabled={busy}
      />
      <Box sx={full}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          disabled={busy}
        />
      </Box>
    </>
  );
}

function StudentForm({ shared, onSharedChange }: FormProps) {
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useForm<StudentValues, unknown, StudentSignup>({
    mode: 'onChange',
    defaultValues: { ...STUDENT_DEFAULTS, ...shared },
    resolver: zodResolver(studentSignupSchema) as unknown as Resolver<StudentValues, unknown, StudentSignup>,
  });
  useReportShared(watch as unknown as UseFormWatch<ParentValues>, onSharedChange);
  const submit = useSignupSubmit<StudentValues>('student', setError);
  const busy = isSubmitting;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Student signup"
      data-testid="signup-form-student"
      onSubmit={handleSubmit(submit)}
    >
      <Box sx={grid}>
        <NameAndEmailFields control={control as unknown as Control<ParentValues>} busy={busy} />
        <Box sx={full}>
          <Controller
            control={control}
            name="phone_number"
            render={({ field, fieldState }) => (
              <MobileNumberField field={field} error={fieldState.error} disabled={busy} sanitize={false} />
            )}
          />
        </Box>
        <FormTextField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          required
          disabled={busy}
          hint={USERNAME_HINT}
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          disabled={busy}
          hint={PASSWORD_RULE}
        />
        <DateField control={control} name="birthdate" label="Date of birth" disabled={busy} />
        <SelectField control={control} name="gender" label="Gender" options={GENDER_OPTIONS} disabled={busy} />
        <SelectField control={control} name="class" label="Class" options={CLASS_OPTIONS} disabled={busy} />
        <FormTextField
          control={control}
          name="school"
          label="School"
          autoComplete="organization"
          required
          disabled={busy}
        />
        <FormTextField
          control={control}
          name="city"
          label="City"
          autoComplete="address-level2"
          required
          disabled={busy}
        />
        <SelectField control={control} name="state" label="State" options={INDIAN_STATES} disabled={busy} />
      </Box>
      <SubmitRow submitting={busy} />
    </Box>
  );
}

function ParentForm({ shared, onSharedChange }: FormProps) {
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useForm<ParentValues, unknown, ParentSignup>({
    mode: 'onChange',
    defaultValues: { ...PARENT_DEFAULTS, ...shared },
    resolver: zodResolver(parentSignupSchema) as unknown as Resolver<ParentValues, unknown, ParentSignup>,
  });
  useReportShared(watch, onSharedChange);
  const submit = useSignupSubmit<ParentValues>('parent', setError);
  const busy = isSubmitting;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Parent signup"
      data-testid="signup-form-parent"
      onSubmit={handleSubmit(submit)}
    >
      <Box sx={grid}>
        <NameAndEmailFields control={control as unknown as Control<ParentValues>} busy={busy} />
        <Box sx={full}>
          <FormTextField
            control={control}
            name="username"
            label="Username"
            autoComplete="username"
            required
            disabled={busy}
            hint={USERNAME_HINT}
          />
        </Box>
        <Box sx={full}>
          <Controller
            control={control}
            name="phone_number"
            render={({ field, fieldState }) => (
              <MobileNumberField field={field} error={fieldState.error} disabled={busy} sanitize={false} />
            )}
          />
        </Box>
        <Box sx={full}>
          <PasswordField
            control={control}
            name="password"
            label="Password"
            autoComplete="new-password"
            disabled={busy}
            hint={PASSWORD_RULE}
          />
        </Box>
      </Box>
      <SubmitRow submitting={busy} />
    </Box>
  );
}
