import { useCallback, useState, type ReactNode } from 'react';
import { ERROR_CODES } from '@app/contracts';
import { ApiError } from '../../api/client';
import { ConsentRequestDialog } from './ConsentRequestDialog';

/** Whether the API refused for want of a parent's consent (403 PARENTAL_CONSENT_REQUIRED). */
export const isConsentRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ERROR_CODES.ParentalConsentRequired;

/**
 * For a page whose action a limited account may be refused (checkout, Start Now, classroom Start): `intercept`
 * opens the request dialog for that refusal and says it did, so the page shows nothing else; `dialog` goes in the
 * page's tree. `onSent` runs once a request went out (the dashboard reloads its status).
 */
export function useConsentRequired(onSent?: () => void): {
  intercept: (error: unknown) => boolean;
  open: () => void;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const intercept = useCallback((error: unknown) => {
    if (!isConsentRequired(error)) return false;
    setOpen(true);
    return true;
  }, []);
  const show = useCallback(() => setOpen(true), []);
  return {
    intercept,
    open: show,
    dialog: <ConsentRequestDialog open={open} onClose={() => setOpen(false)} onSent={onSent} />,
  };
}
