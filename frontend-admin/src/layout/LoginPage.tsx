import { useState } from 'react';
import { Alert, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, Login, PasswordInput, TextInput, required, useLogin, useTranslate } from 'react-admin';
import { refusal } from '../authProvider';

interface Credentials {
  username: string;
  password: string;
}

/**
 * react-admin's login page with the platform's username and password. Why sign-in failed stays on the page
 * beside the form (a notification fades): a wrong password, or "This console is for staff" for a student or
 * parent, whether they signed in here or arrived with the student site's session.
 */
export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const message = error ?? refusal();

  const submit = async (values: Record<string, unknown>) => {
    const { username, password } = values as unknown as Credentials;
    setLoading(true);
    setError(null);
    try {
      await login({ username: username.trim(), password });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('ra.auth.sign_in_error'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Login>
      <Form onSubmit={submit} noValidate>
        <CardContent sx={{ width: 320, pb: '16px !important' }}>
          <Typography component="h1" variant="h6" align="center" gutterBottom>
            {translate('console.login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 1 }}>
            {translate('console.login.hint')}
          </Typography>
          {message && (
            <Alert severity="error" role="alert" data-testid="login-error" sx={{ mb: 1 }}>
              {message}
            </Alert>
          )}
          <TextInput
            autoFocus
            source="username"
            label="console.login.username"
            autoComplete="username"
            validate={required()}
          />
          <PasswordInput
            source="password"
            label="console.login.password"
            autoComplete="current-password"
            validate={required()}
          />
          <Button
            variant="contained"
            type="submit"
            color="primary"
            disabled={loading}
            fullWidth
            sx={{ mt: 2 }}
            data-testid="login-submit"
          >
            {loading ? <CircularProgress size={19} thickness={3} /> : translate('console.login.submit')}
          </Button>
        </CardContent>
      </Form>
    </Login>
  );
}
