import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AuthUser, MyCareer } from '@app/contracts';
import { fetchMyCareers } from '../../api/commerce';
import { DASHBOARD_PATH } from '../../app/navItems';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../auth/session';
import { useAreaSubject } from '../family/viewedChild';
import { CardGrid, CareerCard, CompletedActions, EmptyState, LoadFailed } from './CareerCard';
import { NO_CLASSROOM, NOT_ENROLLED } from './messages';
import { instructionsPath } from './paths';
import { useStudentData } from './useStudentData';

/** The enrolled careers; an answer that is not a list is none. */
const loadCareers = (user: AuthUser, signal: AbortSignal) =>
  fetchMyCareers(user, signal).then((careers) => (Array.isArray(careers) ? careers : []));

/** A parent looking at a child's careers: where each stands, nothing to start (only the child takes a test). */
function ReadOnlyStatus({ status }: { status: MyCareer['status'] }) {
  return (
    <Chip
      size="small"
      label={status === 'IN_PROGRESS' ? 'In progress' : 'Not started'}
      sx={{ alignSelf: 'flex-start', mt: 'auto' }}
      data-testid="my-career-status"
    />
  );
}

function MyCareerCard({ career, readOnly }: { career: MyCareer; readOnly: boolean }) {
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
        <CompletedActions careerId={career.careerId.$oid} name={name} nameId={nameId} testId="my-career" />
      ) : career.status === 'ABANDONED' ? (
        // The server refuses a test that was ended; no dead Start button.
        <Chip size="small" label="Ended" sx={{ alignSelf: 'flex-start' }} data-testid="my-career-status" />
      ) : readOnly ? (
        <ReadOnlyStatus status={career.status} />
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
  const { state, retry } = useStudentData('mycareers', loadCareers);
  const { readOnly, child } = useAreaSubject();
  const campus = Boolean(user?.isCampusStudent);

  if (!user) return null;
  return (
    <Box data-testid="my-careers-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 3 }}>
        {child ? `${child.firstName}'s Careers` : 'My Careers'}
      </Typography>
      {state.status === 'loading' ? (
        <PageLoader label="Loading your careers" />
      ) : state.status === 'failed' ? (
        <LoadFailed
          testId="my-careers-failed"
          text="Your careers could not be loaded."
          retryTestId="my-careers-retry"
          onRetry={retry}
        />
      ) : state.data.length === 0 ? (
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
          {state.data.map((career) => (
            <MyCareerCard key={career._id.$oid} career={career} readOnly={readOnly} />
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
