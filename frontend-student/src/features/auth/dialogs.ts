import { createContext, useContext } from 'react';

export interface AuthDialogs {
  /**
   * Opens the login dialog over the current page. Resolves true once the user has logged in (they stay
   * on the same path), false when the dialog was closed or left for another auth page: the caller then
   * resets its own loading state.
   */
  openLoginDialog: () => Promise<boolean>;
  /** The profile dialog; `required` when the student area needs details the account lacks. */
  openProfileDialog: (options?: { required?: boolean }) => void;
}

export const AuthDialogsContext = createContext<AuthDialogs | null>(null);

function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(AuthDialogsContext);
  if (!dialogs) throw new Error('Auth dialogs must be used inside <AuthDialogsProvider>');
  return dialogs;
}

/** For actions that need an account (Add to cart, Buy Now, checkout). */
export function useLoginDialog(): Pick<AuthDialogs, 'openLoginDialog'> {
  return { openLoginDialog: useAuthDialogs().openLoginDialog };
}

export function useProfileDialog(): Pick<AuthDialogs, 'openProfileDialog'> {
  return { openProfileDialog: useAuthDialogs().openProfileDialog };
}
