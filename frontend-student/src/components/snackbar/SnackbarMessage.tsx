import { lazy, Suspense, type Ref } from 'react';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';

// MUI's Alert loads with the first message, not with the first page.
const Alert = lazy(() => import('@mui/material/Alert'));

/** One message: a filled MUI Alert of its variant, with a close button. */
export function SnackbarMessage({
  ref,
  id,
  message,
  variant,
  style,
  className,
}: CustomContentProps & { ref?: Ref<HTMLDivElement> }) {
  const { closeSnackbar } = useSnackbar();
  const severity = variant === 'default' ? 'info' : variant;
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Suspense fallback={null}>
        <Alert
          variant="filled"
          severity={severity}
          onClose={() => closeSnackbar(id)}
          data-testid="snackbar"
          data-variant={severity}
          sx={{ width: '100%', boxShadow: 3 }}
        >
          {message}
        </Alert>
      </Suspense>
    </SnackbarContent>
  );
}
