import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SEND_REQUEST } from '../consent/ConsentRequestDialog';
import { useConsentRequired } from '../consent/useConsentRequired';
import type { PlayerBackend } from './backend';

/**
 * The player stopped (the content could not be loaded, the test was ended, a step keeps being refused). The way
 * back is the backend's: a student's dashboard, or the staff console for a preview (another app: a page load).
 */
export function PlayerFailed({
  message,
  onRetry,
  back,
  consentRequired = false,
}: {
  message: string;
  onRetry: () => void;
  back: PlayerBackend['back'];
  /** Refused for want of a parent's consent: the way on is asking a parent, not trying again. */
  consentRequired?: boolean;
}) {
  const consent = useConsentRequired();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="assessment-error">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, mb: 1 }}>
        The test cannot go on
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="assessment-error-message">
        {message}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {consentRequired ? (
          <Button variant="contained" onClick={consent.open} data-testid="assessment-consent">
            {SEND_REQUEST}
          </Button>
        ) : (
          <Button variant="contained" onClick={onRetry} data-testid="assessment-retry">
            Try again
          </Button>
        )}
        {back.external ? (
          <Button href={back.href} variant="outlined" data-testid="assessment-back">
            {back.label}
          </Button>
        ) : (
          <Button component={RouterLink} to={back.href} variant="outlined" data-testid="assessment-back">
            {back.label}
          </Button>
        )}
      </Box>
      {consentRequired && consent.dialog}
    </Paper>
  );
}

/** The test being submitted: a spinner, or while offline the promise that nothing is lost and a Try again. */
export function FinishingPanel({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="finishing">
      {offline ? (
        <>
          <Alert severity="warning" sx={{ mb: 2, textAlign: 'left' }}>
            Offline, your answers are kept. The test is submitted as soon as the connection is back.
          </Alert>
          <Button variant="contained" onClick={onRetry} data-testid="finish-retry">
            Try again
          </Button>
        </>
      ) : (
        <>
          <CircularProgress aria-label="Submitting the test" sx={{ mb: 2 }} />
          <Typography role="status">Submitting your answers…</Typography>
        </>
      )}
    </Paper>
  );
}
