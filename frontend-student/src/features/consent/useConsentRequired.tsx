import { useCallback, useContext, useState, type ReactNode } from 'react';
import { ERROR_CODES } from '@app/contracts';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { AuthDialogsContext } from '../auth/dialogs';
import { ConsentRequestDialog } from './ConsentRequestDialog';

/** Whether the API refused for want of a parent's consent (403 PARENTAL_CONSENT_REQUIRED). */
export const isConsentRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ERROR_CODES.ParentalConsentRequired;

/** Whether the API refused because the student has not said when they were born (403 BIRTHDATE_REQUIRED). */
export const isBirthdateRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ERROR_CODES.BirthdateRequired;

/**
 * For a page whose action a limited account may be refused (checkout, Start Now, classroom Start): `intercept`
 * opens the request dialog for that refusal and says it did, so the page shows nothing else; `dialog` goes in the
 * page's tree. `onSent` runs once a request went out (the dashboard reloads its status). A student whose date of
 * birth is unknown is told why and given the profile dialog, which asks for it.
 */
export function useConsentRequired(onSent?: () => void): {
  intercept: (error: unknown) => boolean;
  open: () => void;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  // Optional: the staff preview's player runs without the student app's dialogs (and is never refused so).
  const openProfileDialog = useContext(AuthDialogsContext)?.openProfileDialog;
  const intercept = useCallback(
    (error: unknown) => {
      if (isBirthdateRequired(error) && openProfileDialog) {
        enqueueSnackbar((error as ApiError).message, { variant: 'info' });
        openProfileDialog();
        return true;
      }
      if (!isConsentRequired(error)) return false;
      setOpen(true);
      return true;
    },
    [enqueueSnackbar, openProfileDialog],
  );
  const show = useCallback(() => setOpen(true), []);
  return {
    intercept,
    open: show,
    dialog: <ConsentRequestDialog open={open} onClose={() => setOpen(false)} onSent={onSent} />,
  };
}
