import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { parentLinkRequestSchema } from '@app/contracts';
import { ApiError } from '../../api/client';
import { requestChildLink } from '../../api/family';
import { useSnackbar } from '../../components/snackbar';
import { serverMessage } from '../cart/messages';

/** "Link a child": their username or e-mail; the child accepts on their dashboard. */
export function LinkChildForm({ onSent }: { onSent: () => void }) {
  const [child, setChild] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parentLinkRequestSchema.safeParse({ child });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      const link = await requestChildLink(parsed.data.child);
      setChild('');
      enqueueSnackbar(
        link.status === 'ACTIVE' ? 'Already linked' : 'Request sent. Your child can accept it on their dashboard.',
        { variant: 'success' },
      );
      onSent();
    } catch (failure) {
      // Not found and the two-parent limit are about what was typed: shown under the field.
      if (failure instanceof ApiError && failure.status < 500) setError(serverMessage(failure));
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
      aria-label="Link a child"
      data-testid="link-child-form"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <TextField
        label="Child's username or e-mail"
        size="small"
        value={child}
        onChange={(event) => setChild(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        autoComplete="off"
        slotProps={{ htmlInput: { 'data-testid': 'link-child-input' } }}
        sx={{ flex: 1, width: { xs: '100%', sm: 'auto' } }}
      />
      <Button type="submit" variant="contained" disabled={busy} data-testid="link-child-send">
        {busy ? 'Sending…' : 'Send request'}
      </Button>
    </Box>
  );
}
