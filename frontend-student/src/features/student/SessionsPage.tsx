import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { EmptyState } from './CareerCard';
import { NO_SESSIONS } from './messages';

/** /user-student/main/sessions: the spec's empty 'Your Sessions' page. */
export function SessionsPage() {
  usePageTitle('Your Sessions');
  return (
    <Box data-testid="sessions-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 3 }}>
        Your Sessions
      </Typography>
      <EmptyState testId="sessions-empty" text={NO_SESSIONS} />
    </Box>
  );
}
