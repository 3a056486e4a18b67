import { useCallback, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MyCareer } from '@app/contracts';
import { fetchMyCareers } from '../../api/commerce';
import { isAbortError } from '../../api/client';
import { DASHBOARD_PATH } from '../../app/navItems';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';
import { CardGrid, CareerCard, EmptyState } from './CareerCard';
import { NO_CLASSROOM, NOT_ENROLLED } from './messages';
import { instructionsPath, reportPath } from './paths';

type CareersState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; careers: MyCareer[] };

function MyCareerCard({ career }: { career: MyCareer }) {
  const nameId = useId();
  const name = career.master.name;
  return (
    <CareerCard
      careerId={career.careerId.$oid}
      name={name}
      logo={career.master.logo}
      logoBg={career.master.logo_bg}
      nameId={nameId}
    >
      {career.status === 'COMPLETED' ? (
        <>
          <Chip
            size="small"
            color="success"
            label="COMPLETED"
            sx={{ alignSelf: 'flex-start' }}
            data-testid="my-career-status"
          />
          <Button
            component={RouterLink}
            to={reportPath(career.careerId.$oid, name)}
            variant="outlined"
            aria-describedby={nameId}
            data-testid="my-career-report"
            sx={{ mt: 'auto', alignSelf: 'flex-start' }}
          >
            Check Report
          </Button>
        </>
      ) : career.status === 'ABANDONED' ? (
        // The server refuses a test that was ended; no dead Start button.
        <Chip size="small" label="Ended" sx={{ alignSelf: 'flex-start' }} data-testid="my-career-status" />
      ) : (
        <Button
          component={RouterLink}
          to={instructionsPath(career._id.$oid, career.careerId.$oid)}
          variant="contained"
          aria-describedby={nameId}
          data-testid={career.status === 'IN_PROGRESS' ? 'my-career-resume' : 'my-career-start'}
          sx={{ mt: 'auto', alignSelf: 'flex-start' }}
        >
          {career.status === 'IN_PROGRESS' ? 'Resume' : 'Start Now'}
        </Button>
      )}
    </CareerCard>
  );
}

/**
 * /user-student/main/careers (and careers/list): the enrolled careers (GET /platform/mycareers). Not completed:
 * Start Now to the instructions; COMPLETED: the status and Check Report.
 */
export function MyCareersPage() {
  usePageTitle('My Careers');
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<CareersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const userId = user?.user_id;
  const campus = Boolean(user?.isCampusStudent);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    fetchMyCareers(user, controller.signal)
      .then((careers) => setState({ status: 'loaded', careers: Array.isArray(careers) ? careers : [] }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        enqueueSnackbar(serverMessage(error), { variant: 'error' });
        setState({ status: 'failed' });
      });
    return () => controller.abort();
    // The user object changes on a profile update; the list only depends on who they are.
  }, [userId, attempt, enqueueSnackbar]);

  if (!user) return null;
  return (
    <Box data-testid="my-careers-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 3 }}>
        My Careers
      </Typography>
      {state.status === 'loading' ? (
        <PageLoader label="Loading your careers" />
      ) : state.status === 'failed' ? (
        <EmptyState testId="my-careers-failed" text="Your careers could not be loaded.">
          <Button variant="outlined" onClick={retry} data-testid="my-careers-retry">
            Try again
          </Button>
        </EmptyState>
      ) : state.careers.length === 0 ? (
        campus ? (
          <EmptyState testId="my-careers-empty" text={NO_CLASSROOM}>
            <Button component={RouterLink} to={DASHBOARD_PATH} variant="contained" data-testid="my-careers-classrooms">
              Classrooms
            </Button>
          </EmptyState>
        ) : (
          // The spec's Explore Careers here has no action; it goes to /careers like the dashboard's.
          <EmptyState testId="my-careers-empty" text={NOT_ENROLLED}>
            <Button component={RouterLink} to="/careers" variant="contained" data-testid="my-careers-explore">
              Explore Careers
            </Button>
          </EmptyState>
        )
      ) : (
        <CardGrid label="My Careers" testId="my-careers">
          {state.careers.map((career) => (
            <MyCareerCard key={career._id.$oid} career={career} />
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
