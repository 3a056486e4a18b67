import { useState } from 'react';
import { Alert, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, Login, PasswordInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PASSWORD_RULE, setPasswordSchema, type MessageResponse } from '@app/contracts';

/** The invitation's token, from the link's fragment (#token=...): fragments never reach a server or its logs. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Where a staff invitation's link lands (outside the sign-in, a public page of the console): the invited person
 * chooses their password, once; then they sign in as anyone else.
 */
export default function SetPasswordPage() {
  const translate = useTranslate();
  const [token] = useState(tokenFromHash);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : translate('console.set_password.no_token'));
  const [done, setDone] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    const password = String(values.password ?? '');
    if (password !== String(values.confirmPassword ?? '')) {
      setError(translate('console.set_password.mismatch'));
      return;
    }
    const parsed = setPasswordSchema.safeParse({ token, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PASSWORD_RULE);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const response = await fetch('/api/auth/set-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<MessageResponse>;
      if (!response.ok) setError(body.message ?? translate('ra.notification.http_error'));
      else setDone(body.message ?? translate('console.set_password.done'));
    } catch {
      setError(translate('ra.notification.http_error'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Login>
      <Form onSubmit={(values: Record<string, unknown>) => void submit(values)} noValidate>
        <CardContent sx={{ width: 320, pb: '16px !important' }}>
          <Typography component="h1" variant="h6" align="center" gutterBottom>
            {translate('console.set_password.title')}
          </Typography>
          {done ? (
            <>
              <Alert severity="success" role="status" data-testid="set-password-done" sx={{ mb: 2 }}>
                {done}
              </Alert>
              <Button component={Link} to="/login" variant="contained" fullWidth>
                {translate('console.set_password.to_login')}
              </Button>
            </>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 1 }}>
                {translate('console.set_password.hint')} {PASSWORD_RULE}.
              </Typography>
              {error && (
                <Alert severity="error" role="alert" data-testid="set-password-error" sx={{ mb: 1 }}>
                  {error}
                </Alert>
              )}
              <PasswordInput
                source="password"
                label="console.set_password.password"
                autoComplete="new-password"
                disabled={!token}
              />
              <PasswordInput
                source="confirmPassword"
                label="console.set_password.confirm"
                autoComplete="new-password"
                disabled={!token}
              />
              <Button
                variant="contained"
                type="submit"
                disabled={loading || !token}
                fullWidth
                sx={{ mt: 2 }}
                data-testid="set-password-submit"
              >
                {loading ? <CircularProgress size={19} thickness={3} /> : translate('console.set_password.submit')}
              </Button>
            </>
          )}
        </CardContent>
      </Form>
    </Login>
  );
}
