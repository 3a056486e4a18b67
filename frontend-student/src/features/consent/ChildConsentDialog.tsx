import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { consentGrantSchema } from '@app/contracts';
import { grantConsentForChild } from '../../api/consent';
import { serverMessage } from '../cart/messages';
import { ConsentDeclaration } from './ConsentDeclaration';

export const GIVE_CONSENT = 'I give consent';

/**
 * A parent buying for a linked child whose consent is not in place (403 PARENTAL_CONSENT_REQUIRED, issue 23): the
 * consent step itself, in the checkout, rather than a dead end. The same as the link's page: their own date of
 * birth (an adult), the notice, "I give consent". `onGranted` runs once it is recorded (the checkout then retries
 * the order). A refusal (under 18, and it stays so) is shown in the dialog.
 */
export function ChildConsentDialog({
  child,
  onClose,
  onGranted,
}: {
  /** The child the careers are for; null: the dialog is closed. */
  child: { userId: string; firstName: string } | null;
  onClose: () => void;
  onGranted: () => void;
}) {
  const [birthdate, setBirthdate] = useState('');
  const [read, setRead] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFailure(null);
    setFieldError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!child) return;
    const parsed = consentGrantSchema.safeParse({ birthdate });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter valid date of birth');
      return;
    }
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    try {
      await grantConsentForChild(child.userId, parsed.data.birthdate);
      setBirthdate('');
      setRead(false);
      onGranted();
    } catch (error) {
      setFailure(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={child !== null}
      onClose={close}
      aria-labelledby="child-consent-title"
      fullWidth
      maxWidth="md"
      data-testid="child-consent-dialog"
    >
      <DialogTitle id="child-consent-title">Your consent for {child?.firstName}</DialogTitle>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {child?.firstName} is under 18 (or has not told us their date of birth), so the law (DPDP Act, 2023) needs a
            parent’s or guardian’s consent before we use their data for the careers you buy. Read what we collect, and
            give your consent to continue with the payment.
          </DialogContentText>
          <ConsentDeclaration
            childFirstName={child?.firstName ?? 'the child'}
            birthdate={birthdate}
            onBirthdate={setBirthdate}
            fieldError={fieldError}
            read={read}
            onRead={setRead}
            testIdPrefix="child-consent"
          />
          {failure && (
            <Alert severity="error" data-testid="child-consent-error">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Not now</Button>
          <Button type="submit" variant="contained" disabled={busy || !read} data-testid="child-consent-grant">
            {GIVE_CONSENT}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
