import { createContext, useContext } from 'react';

export type SnackbarVariant = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarAnchor {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

export interface SnackbarOptions {
  variant?: SnackbarVariant;
  /** Milliseconds before it hides; defaults to 6000 (spec section 9). */
  autoHideDuration?: number;
  /** Defaults to top centre (spec section 9). */
  anchorOrigin?: SnackbarAnchor;
}

export interface SnackbarApi {
  enqueueSnackbar: (message: string, options?: SnackbarOptions) => number;
  closeSnackbar: (id: number) => void;
}

export const SNACKBAR_DEFAULTS = {
  autoHideDuration: 6000,
  anchorOrigin: { vertical: 'top', horizontal: 'center' } as SnackbarAnchor,
  maxSnack: 5,
} as const;

export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}
