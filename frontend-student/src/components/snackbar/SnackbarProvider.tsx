import type { ReactNode } from 'react';
import { SnackbarProvider as NotistackProvider } from 'notistack';
import { SnackbarMessage } from './SnackbarMessage';
import { SnackbarTransition } from './SnackbarTransition';

/** The spec's defaults (section 9): 6000 ms, top centre, at most 5 at once (a newer one closes the oldest). */
export const SNACKBAR_DEFAULTS = {
  autoHideDuration: 6000,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  maxSnack: 5,
} as const;

/**
 * notistack with the spec's defaults. Each anchor's stack carries a class naming it (`snackbar-stack-top-center`,
 * `snackbar-stack-bottom-right`, ...), so tests can tell where a message is shown.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <NotistackProvider
      maxSnack={SNACKBAR_DEFAULTS.maxSnack}
      autoHideDuration={SNACKBAR_DEFAULTS.autoHideDuration}
      anchorOrigin={SNACKBAR_DEFAULTS.anchorOrigin}
      variant="info"
      TransitionComponent={SnackbarTransition}
      Components={MESSAGES}
      classes={STACK_CLASSES}
    >
      {children}
    </NotistackProvider>
  );
}

const MESSAGES = {
  default: SnackbarMessage,
  success: SnackbarMessage,
  error: SnackbarMessage,
  warning: SnackbarMessage,
  info: SnackbarMessage,
};

const STACK_CLASSES = {
  containerAnchorOriginTopCenter: 'snackbar-stack-top-center',
  containerAnchorOriginTopLeft: 'snackbar-stack-top-left',
  containerAnchorOriginTopRight: 'snackbar-stack-top-right',
  containerAnchorOriginBottomCenter: 'snackbar-stack-bottom-center',
  containerAnchorOriginBottomLeft: 'snackbar-stack-bottom-left',
  containerAnchorOriginBottomRight: 'snackbar-stack-bottom-right',
};
