import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CONSENT_LINK_TTL_DAYS, CONSENT_MESSAGES, consentRequestSchema } from '@app/contracts';
import { requestParentConsent } from '../../api/consent';
import { serverMessage } from '../cart/messages';

export const SEND_REQUEST = 'Send the request to my parent';

/**
 * What a student under 18 sees when a call is refused for want of a parent's consent: why, and a way to ask a
 * parent by e-mail. The parent gets a link; this dialog says where it went.
 */
export function ConsentRequestDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent?: () => void;
}) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    onClose();
    setFailure(null);
    setFieldError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = consentRequestSchema.safeParse({ parentEmail: email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter valid email');
      return;
    }
    setFieldError(null);
    setFailure(null);
    setSending(true);
    try {
      await requestParentConsent(parsed.data.parentEmail);
      setSentTo(parsed.data.parentEmail);
      onSent?.();
    } catch (error) {
      setFailure(serverMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="consent-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="consent-dialog-title">Your parent’s consent is needed</DialogTitle>
      {sentTo ? (
        <>
          <DialogContent>
            <Alert severity="success" data-testid="consent-request-sent">
              We sent the request to {sentTo}. Ask your parent to open the link in the e-mail within{' '}
              {CONSENT_LINK_TTL_DAYS} days. You can keep browsing and keep careers in your cart meanwhile.
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{CONSENT_MESSAGES.required}</DialogContentText>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <TextField
              label="Parent’s e-mail"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={fieldError !== null}
              helperText={fieldError ?? 'Your parent or guardian gets a link to read what we collect and to answer.'}
              autoComplete="off"
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': 'consent-parent-email' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Not now</Button>
            <Button type="submit" variant="contained" disabled={sending} data-testid="consent-send">
              {SEND_REQUEST}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
