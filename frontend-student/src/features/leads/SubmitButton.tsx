import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface Props {
  submitting: boolean;
  label: string;
  testId: string;
}

/** Disabled with a spinner while the request is in flight, so a form is never sent twice. */
export function SubmitButton({ submitting, label, testId }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={submitting}
      aria-busy={submitting}
      data-testid={testId}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label="Sending" /> : undefined}
      sx={{ alignSelf: 'flex-start', px: 4 }}
    >
      {label}
    </Button>
  );
}
