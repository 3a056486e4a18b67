import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { AuthUser } from '@app/contracts';
import { fetchSubjects } from '../../api/student';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../components/usePageTitle';
import { useNarrow } from '../../components/useNarrow';
import { useSession } from '../auth/session';
import { EmptyState, LoadFailed } from '../student/CareerCard';
import { NO_COURSE_COMPLETED } from '../student/messages';
import { useStudentData } from '../student/useStudentData';

export interface SubjectCount {
  subject: string;
  careers: number;
}

/** The map as rows, most careers first, then by name; counts that are not positive whole numbers are dropped. */
export function subjectRows(map: Record<string, number> | null | undefined): SubjectCount[] {
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map)
    .filter(([subject, count]) => subject.trim() && Number.isFinite(count) && count > 0)
    .map(([subject, careers]) => ({ subject, careers }))
    .sort((a, b) => b.careers - a.careers || a.subject.localeCompare(b.subject));
}

const careersText = (n: number) => `${n} career${n === 1 ? '' : 's'}`;

function Figure({ id, title, testId, children }: { id: string; title: string; testId: string; children: ReactNode }) {
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={id} component="figcaption" variant="h6" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The two charts of MUI X Charts (only this route's chunk loads them). */
function SubjectCharts({ subjects }: { subjects: SubjectCount[] }) {
  const theme = useTheme();
  const narrow = useNarrow();
  const names = subjects.map((s) => s.subject);
  const counts = subjects.map((s) => s.careers);
  // Horizontal bars keep long subject names readable at 375 px.
  const barHeight = Math.max(160, subjects.length * 40 + 60);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mb: 3 }}>
      <Figure id="subjects-bar-title" title="Careers per subject" testId="subjects-bar-chart">
        <BarChart
          layout="horizontal"
          height={barHeight}
          yAxis={[{ scaleType: 'band', data: names, width: narrow ? 96 : 150 }]}
          xAxis={[{ tickMinStep: 1, min: 0, label: 'Careers' }]}
          series={[
            {
              data: counts,
              label: 'Careers',
              color: theme.palette.primary.main,
              valueFormatter: (v) => careersText(v ?? 0),
            },
          ]}
          hideLegend
          margin={{ right: 16 }}
        />
      </Figure>
      <Figure id="subjects-pie-title" title="Share of subjects" testId="subjects-pie-chart">
        <PieChart
          height={narrow ? 300 : 280}
          series={[
            {
              data: subjects.map((s, index) => ({ id: index, value: s.careers, label: s.subject })),
              innerRadius: 32,
              paddingAngle: 1,
              cornerRadius: 3,
              valueFormatter: (item) => careersText(item.value),
            },
          ]}
          slotProps={{
            legend: {
              direction: narrow ? 'horizontal' : 'vertical',
              position: narrow
                ? { vertical: 'bottom', horizontal: 'center' }
                : { vertical: 'middle', horizontal: 'end' },
            },
          }}
        />
      </Figure>
    </Box>
  );
}

const NONE: never[] = [];

const loadSubjects = (user: AuthUser, signal: AbortSignal) =>
  fetchSubjects(user, signal).then((response) => subjectRows(response?.subjectsAligned));

/**
 * /user-student/main/subjects: the subjects aligned to the careers the student completed (GET
 * /student/{userId}/subjects), as a bar and a pie chart with the numbers in a table, or 'You have not completed
 * any course.'
 */
export function SubjectsPage() {
  usePageTitle('Subjects');
  const { user } = useSession();
  const { state, retry } = useStudentData('subjects', loadSubjects);
  const subjects = state.status === 'loaded' ? state.data : NONE;

  if (!user) return null;
  return (
    <Box data-testid="subjects-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 3 }}>
        Subjects
      </Typography>
      {state.status === 'loading' ? (
        <PageLoader label="Loading your subjects" />
      ) : state.status === 'failed' ? (
        <LoadFailed
          testId="subjects-failed"
          text="Your subjects could not be loaded."
          retryTestId="subjects-retry"
          onRetry={retry}
        />
      ) : subjects.length === 0 ? (
        <EmptyState testId="subjects-empty" text={NO_COURSE_COMPLETED} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            The school subjects the careers you completed build on, and in how many of them each one counts.
          </Typography>
          <SubjectCharts subjects={subjects} />
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Subjects aligned" data-testid="subjects-table">
              <TableHead>
                <TableRow>
                  <TableCell>Subject</TableCell>
                  <TableCell align="right">Careers</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {subjects.map((s) => (
                  <TableRow key={s.subject} data-testid="subject-row">
                    <TableCell data-testid="subject-name">{s.subject}</TableCell>
                    <TableCell align="right" data-testid="subject-count">
                      {s.careers}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </Box>
  );
}
