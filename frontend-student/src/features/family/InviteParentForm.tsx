import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { parentInviteRequestSchema } from '@app/contracts';
import { ApiError } from '../../api/client';
import { inviteParent } from '../../api/family';
import { useSnackbar } from '../../components/snackbar';
import { serverMessage } from '../cart/messages';

/** "Invite a parent": their e-mail; the server mails them a link to sign in or sign up as a parent and accept. */
export function InviteParentForm({ onSent }: { onSent: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parentInviteRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      await inviteParent(parsed.data.email);
      setEmail('');
      enqueueSnackbar(`Invitation sent to ${parsed.data.email}`, { variant: 'success' });
      onSent();
    } catch (failure) {
      // A refusal about the address itself shows under the field; anything else is a toast.
      if (failure instanceof ApiError && failure.status === 400) setError(serverMessage(failure));
      else enqueueSnackbar(serverMessage(failure), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Invite a parent"
      data-testid="invite-parent-form"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <TextField
        label="Parent's e-mail"
        type="email"
        size="small"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        autoComplete="off"
        slotProps={{ htmlInput: { 'data-testid': 'invite-parent-email' } }}
        sx={{ flex: 1, width: { xs: '100%', sm: 'auto' } }}
      />
      <Button type="submit" variant="contained" disabled={busy} data-testid="invite-parent-send">
        {busy ? 'Sending…' : 'Send invite'}
      </Button>
    </Box>
  );
}
