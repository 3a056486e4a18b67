import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ASSESSMENT_MESSAGES } from '@app/contracts';
import { fetchCareerContent } from '../../api/assessment';
import { usePageTitle } from '../../components/usePageTitle';
import { useFocusOnMount } from './hooks';
import { DASHBOARD_PATH, reportPath } from './steps';

/** What the player passes on to the completed page. */
export interface CompletedState {
  name?: string;
  message?: string;
}

/**
 * career/{id}/{careerId}/completed: thanks, the report is being prepared, and the way to it (careers/{careerId}
 * ?name=) and to the dashboard. The name comes from the player; opened directly, it is read from the content.
 */
export function CompletedPage({ userMapCareerId, careerId }: { userMapCareerId: string; careerId: string }) {
  usePageTitle('Test completed');
  const state = (useLocation().state ?? null) as CompletedState | null;
  // The page works without the name (a failure is left alone): the report link just has no title.
  const content = useQuery({
    queryKey: ['assessment', 'completed-name', userMapCareerId],
    queryFn: ({ signal }) => fetchCareerContent(userMapCareerId, signal),
    enabled: !state?.name,
    gcTime: 0,
  });
  const name = state?.name ?? content.data?.name;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
      data-testid="completed-page"
    >
      <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 1 }} aria-hidden />
      <Typography
        variant="h1"
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1, outline: 'none' }}
      >
        Thank you!
      </Typography>
      {name && (
        <Typography sx={{ fontWeight: 600, mb: 2 }} data-testid="completed-career">
          You have completed {name}.
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 4 }} data-testid="completed-message">
        {state?.message || ASSESSMENT_MESSAGES.finished}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={reportPath(careerId, name)}
          variant="contained"
          size="large"
          data-testid="completed-report"
        >
          View Report
        </Button>
        <Button
          component={RouterLink}
          to={DASHBOARD_PATH}
          variant="outlined"
          size="large"
          data-testid="completed-dashboard"
        >
          Go to Dashboard
        </Button>
      </Box>
    </Paper>
  );
}
