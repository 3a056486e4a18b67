import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'startIcon'> {
  /** True while the form is being sent: the button is disabled, busy, and shows a spinner named by busyLabel. */
  busy: boolean;
  /** What the spinner tells a screen reader, e.g. "Saving". */
  busyLabel: string;
}

/** A form's contained submit button, with one way of showing that the form is being sent. */
export function SubmitButton({ busy, busyLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={busyLabel} /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
