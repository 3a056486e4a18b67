import { useId, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CLASSROOM_MESSAGES,
  formatIndiaTime,
  type AuthUser,
  type ClassroomAssignment,
  type DashboardCareer,
  type DashboardResponse,
  type SummaryRow,
} from '@app/contracts';
import { fetchClassrooms, fetchDashboard, startClassroom } from '../../api/student';
import { ConsentBanner } from '../consent/ConsentBanner';
import { useConsentRequired } from '../consent/useConsentRequired';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { useNarrow } from '../../components/useNarrow';
import { useSession } from '../auth/session';
import { ParentLinksPanel } from '../family/ParentLinksPanel';
import { useAreaSubject } from '../family/viewedChild';
import { serverMessage } from '../cart/messages';
import { BandRemark } from './Band';
import { CardList } from './CardList';
import { CardGrid, CareerCard, CompletedActions, EmptyState, LoadFailed } from './CareerCard';
import { CLASSROOM_NO_CAREERS, CLASSROOM_TO_START, NO_CLASSROOM_DASHBOARD, NOT_ENROLLED } from './messages';
import { instructionsPath, reportPath } from './paths';
import { useStudentData } from './useStudentData';

/** The classroom states as the cards show them (spec section 4: IN_PROGRESS is shown as IN-PROGRESS). */
export const CLASSROOM_STATUS: Record<ClassroomAssignment['status'], string> = {
  ENROLLED: 'ENROLLED',
  IN_PROGRESS: 'IN-PROGRESS',
};

const list = <T,>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);

const loadDashboard = (user: AuthUser, signal: AbortSignal): Promise<DashboardResponse> =>
  fetchDashboard(user, signal).then((data) => ({
    enrolled: list(data?.enrolled),
    completed: list(data?.completed),
    published: list(data?.published),
  }));

const loadClassrooms = (user: AuthUser, signal: AbortSignal) =>
  fetchClassrooms(user, signal).then((response) => list(response?.data));

function Section({ id, title, testId, children }: { id: string; title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.45rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Whether a classroom may be started now, and if not why: "Opens on ..." before its open date, "Closed" after its
 * close date. An answer without the dates (an older API) counts as open.
 */
export function classroomWindow(
  classroom: Pick<ClassroomAssignment, 'open' | 'opensAt' | 'closesAt'>,
  now: Date = new Date(),
): { open: boolean; note: string | null } {
  if (classroom.open !== false) return { open: true, note: null };
  if (classroom.opensAt && new Date(classroom.opensAt).getTime() > now.getTime())
    return { open: false, note: `Opens on ${formatIndiaTime(classroom.opensAt)}` };
  return { open: false, note: 'Closed' };
}

/**
 * A campus classroom: class, name and status, and Start while it is ENROLLED and no other is in progress. Outside
 * its dates Start is shown disabled, with when it opens or that it has closed.
 */
function ClassroomCard({
  classroom,
  canStart,
  starting,
  onStart,
}: {
  classroom: ClassroomAssignment;
  canStart: boolean;
  starting: boolean;
  onStart: () => void;
}) {
  const nameId = useId();
  const noteId = useId();
  const dates = classroomWindow(classroom);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="classroom"
      data-classroom-id={classroom._id}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="classroom-class">
        Class {classroom.class}
      </Typography>
      <Typography id={nameId} sx={{ fontWeight: 600 }} data-testid="classroom-name">
        {classroom.classroom?.classroom}
      </Typography>
      {dates.note && (
        <Typography id={noteId} variant="body2" color="text.secondary" data-testid="classroom-window">
          {dates.note}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={CLASSROOM_STATUS[classroom.status] ?? classroom.status}
          color={classroom.status === 'IN_PROGRESS' ? 'primary' : 'default'}
          data-testid="classroom-status"
        />
        {canStart && (
          <Button
            variant="contained"
            size="small"
            onClick={onStart}
            disabled={starting || !dates.open}
            aria-describedby={dates.note ? `${nameId} ${noteId}` : nameId}
            data-testid="classroom-start"
          >
            {starting ? 'Starting…' : 'Start'}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** 'Your Careers': Start Now, or Resume with the steps done for a test under way. */
function EnrolledCareerCard({ career, readOnly }: { career: DashboardCareer; readOnly: boolean }) {
  const nameId = useId();
  const progress = career.progress;
  const underway = career.status === 'IN_PROGRESS' || (progress?.done ?? 0) > 0;
  return (
    <CareerCard
      careerId={career.careerId.$oid}
      name={career.master.name}
      logo={career.master.logo}
      logoBg={career.master.logo_bg}
      nameId={nameId}
    >
      {career.status === 'ABANDONED' ? (
        <Chip size="small" label="Ended" sx={{ alignSelf: 'flex-start' }} data-testid="my-career-status" />
      ) : (
        <>
          {underway && progress && progress.total > 0 && (
            <Box>
              <Typography variant="body2" color="text.secondary" data-testid="my-career-progress">
                {progress.done}/{progress.total}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, (progress.done / progress.total) * 100)}
                aria-label={`${career.master.name}: ${progress.done} of ${progress.total} steps done`}
                sx={{ mt: 0.5 }}
              />
            </Box>
          )}
          {readOnly ? (
            // A parent sees where the child stands; only the child takes the test.
            <Chip
              size="small"
              label={underway ? 'In progress' : 'Not started'}
              sx={{ mt: 'auto', alignSelf: 'flex-start' }}
              data-testid="my-career-status"
            />
          ) : (
            <Button
              component={RouterLink}
              to={instructionsPath(career._id.$oid, career.careerId.$oid)}
              variant="contained"
              aria-describedby={nameId}
              data-testid={underway ? 'my-career-resume' : 'my-career-start'}
              sx={{ mt: 'auto', alignSelf: 'flex-start' }}
            >
              {underway ? 'Resume' : 'Start Now'}
            </Button>
          )}
        </>
      )}
    </CareerCard>
  );
}

/** 'Your Assessment': a finished test, COMPLETED, with its report. */
function CompletedCareerCard({ career }: { career: DashboardCareer }) {
  const nameId = useId();
  return (
    <CareerCard
      careerId={career.careerId.$oid}
      name={career.master.name}
      logo={career.master.logo}
      logoBg={career.master.logo_bg}
      nameId={nameId}
      testId="completed-career"
    >
      <CompletedActions
        careerId={career.careerId.$oid}
        name={career.master.name}
        nameId={nameId}
        testId="completed-career"
      />
    </CareerCard>
  );
}

function SubjectChips({ subjects }: { subjects: string[] }) {
  if (subjects.length === 0) return <Typography color="text.secondary">—</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Subjects aligned"
      data-testid="summary-subjects"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {subjects.map((subject) => (
        <li key={subject}>
          <Chip size="small" label={subject} data-testid="summary-subject" />
        </li>
      ))}
    </Box>
  );
}

const score = (row: SummaryRow) => `${row.total}/${row.max}`;

function CareerLink({ row }: { row: SummaryRow }) {
  return (
    <Link component={RouterLink} to={reportPath(row.careerId, row.career_name)} data-testid="summary-career">
      {row.career_name}
    </Link>
  );
}

/** The Summary: Career, Score (total/max), Remark (in the band's colour) and Subjects Aligned; cards under 600 px. */
function SummaryTable({ rows, narrow }: { rows: SummaryRow[]; narrow: boolean }) {
  if (narrow) {
    return (
      <CardList label="Summary" testId="summary">
        {rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={row.userMapCareerId}
            data-testid="summary-row"
            data-career-id={row.careerId}
            sx={{ p: 2, display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: 600 }}>
              <CareerLink row={row} />
              <span data-testid="summary-score">{score(row)}</span>
            </Box>
            <BandRemark band={row.band} remark={row.remark} testId="summary-remark" />
            <SubjectChips subjects={list(row.subjects_aligned)} />
          </Paper>
        ))}
      </CardList>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Summary" data-testid="summary">
        <TableHead>
          <TableRow>
            <TableCell>Career</TableCell>
            <TableCell>Score</TableCell>
            <TableCell>Remark</TableCell>
            <TableCell>Subjects Aligned</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.userMapCareerId} data-testid="summary-row" data-career-id={row.careerId}>
              <TableCell>
                <CareerLink row={row} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="summary-score">
                {score(row)}
              </TableCell>
              <TableCell>
                <BandRemark band={row.band} remark={row.remark} testId="summary-remark" />
              </TableCell>
              <TableCell>
                <SubjectChips subjects={list(row.subjects_aligned)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The dashboard (GET /student/dashboard): the greeting; a campus student's classrooms (GET and POST
 * /platform/student/classrooms); 'Your Careers' (to take or under way), 'Your Assessment' (finished) and the
 * Summary of the reports ready; or the empty state.
 */
export function DashboardPage() {
  usePageTitle('My Dashboard');
  const narrow = useNarrow();
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const { readOnly, child } = useAreaSubject();
  // A parent looking at a child sees the child's careers, not the child's classrooms (the school's).
  const campus = Boolean(user?.isCampusStudent);
  const student = user?.role === 'student' || user?.role === 'campus_student';
  const dashboard = useStudentData('dashboard', loadDashboard);
  const classrooms = useStudentData('classrooms', loadClassrooms, { enabled: campus });
  const state = dashboard.state;
  const queryClient = useQueryClient();

  const consent = useConsentRequired();
  const start = useMutation({
    mutationFn: (classroom: ClassroomAssignment) => startClassroom(user!, classroom._id),
    onSuccess: (_answer, classroom) => {
      // Shown at once (Start goes from every card), then both lists load again with its careers.
      queryClient.setQueryData<ClassroomAssignment[]>(classrooms.queryKey, (current) =>
        current?.map((c) => (c._id === classroom._id ? { ...c, status: 'IN_PROGRESS' } : c)),
      );
      enqueueSnackbar(CLASSROOM_MESSAGES.started, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: dashboard.queryKey });
      void queryClient.invalidateQueries({ queryKey: classrooms.queryKey });
    },
    onError: (error) => {
      if (!consent.intercept(error)) enqueueSnackbar(serverMessage(error), { variant: 'error' });
    },
  });

  // Try again: both load again, behind the loader.
  const retry = () => {
    dashboard.retry();
    if (campus) classrooms.retry();
  };

  if (!user) return null;
  const classroomList = classrooms.state.status === 'loaded' ? classrooms.state.data : [];
  const anyInProgress = classroomList.some((c) => c.status === 'IN_PROGRESS');
  const data = state.status === 'loaded' ? state.data : null;
  const empty = data && data.enrolled.length === 0 && data.completed.length === 0 && data.published.length === 0;

  return (
    <Box data-testid="dashboard-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 3 }} data-testid="dashboard-greeting">
        {/* Campus students are greeted by name too (issue 24; the spec's 'Welcome to your dashboard'). */}
        {child
          ? `${child.firstName} ${child.lastName}'s dashboard`
          : `Hi, ${user.data.first_name} ${user.data.last_name}`}
      </Typography>
      <ConsentBanner user={user} />
      {consent.dialog}

      {campus && classroomList.length > 0 && (
        <Section id="your-classrooms" title="Your Classrooms" testId="dashboard-classrooms">
          <CardGrid label="Your Classrooms">
            {classroomList.map((classroom) => (
              <ClassroomCard
                key={classroom._id}
                classroom={classroom}
                canStart={classroom.status === 'ENROLLED' && !anyInProgress}
                starting={start.isPending}
                onStart={() => start.mutate(classroom)}
              />
            ))}
          </CardGrid>
        </Section>
      )}

      {state.status === 'loading' || (campus && classrooms.state.status === 'loading') ? (
        <PageLoader label="Loading your dashboard" />
      ) : state.status === 'failed' ? (
        <LoadFailed
          testId="dashboard-failed"
          text="Your dashboard could not be loaded."
          retryTestId="dashboard-retry"
          onRetry={retry}
        />
      ) : empty ? (
        campus ? (
          // "No active classroom" only when there is none: above a classroom to start, it says to start it.
          <EmptyState
            testId="dashboard-empty"
            text={
              classroomList.length === 0
                ? NO_CLASSROOM_DASHBOARD
                : anyInProgress
                  ? CLASSROOM_NO_CAREERS
                  : CLASSROOM_TO_START
            }
          />
        ) : (
          <EmptyState testId="dashboard-empty" text={NOT_ENROLLED}>
            <Button component={RouterLink} to="/careers" variant="contained" data-testid="dashboard-explore">
              Explore Careers
            </Button>
          </EmptyState>
        )
      ) : (
        data && (
          <>
            {data.enrolled.length > 0 && (
              <Section id="your-careers" title="Your Careers" testId="dashboard-careers">
                <CardGrid label="Your Careers">
                  {data.enrolled.map((career) => (
                    <EnrolledCareerCard key={career._id.$oid} career={career} readOnly={readOnly} />
                  ))}
                </CardGrid>
              </Section>
            )}
            {data.completed.length > 0 && (
              <Section id="your-assessment" title="Your Assessment" testId="dashboard-assessment">
                <CardGrid label="Your Assessment">
                  {data.completed.map((career) => (
                    <CompletedCareerCard key={career._id.$oid} career={career} />
                  ))}
                </CardGrid>
              </Section>
            )}
            {data.published.length > 0 && (
              <Section id="summary" title="Summary" testId="dashboard-summary">
                <SummaryTable rows={data.published} narrow={narrow} />
              </Section>
            )}
          </>
        )
      )}
      {student && <ParentLinksPanel />}
    </Box>
  );
}
