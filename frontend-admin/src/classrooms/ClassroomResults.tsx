import { useId } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminClassroom, ClassroomResults as Results } from '@app/contracts';
import { LazyCareerCharts } from '../results/LazyCharts';
import { ResultsLoading } from '../results/ResultsLoading';
import { useClassroomResults } from '../results/useResults';
import { ExportResultsButton } from './ExportResultsButton';
import { ResultStudents } from './ResultStudents';

/**
 * Students, those who started a career and those who completed one: the same rows as the charts and the table
 * count (issue 24), as a description list of cards.
 */
function Counts({ results }: { results: Results }) {
  const translate = useTranslate();
  const items: [string, number][] = [
    ['assigned', results.assigned],
    ['started', results.started],
    ['completed', results.completed],
  ];
  const labels: Record<string, string> = {
    assigned: 'console.results.assigned',
    started: 'console.results.started_career',
    completed: 'console.results.completed_career',
  };
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 1, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 160px))' }}
    >
      {items.map(([key, value]) => (
        <Card key={key} variant="outlined" sx={{ px: 2, py: 1.5 }} data-testid={`results-${key}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(labels[key])}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value.toLocaleString('en-IN')}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

/**
 * The classroom's Results tab: the counts, each career's band charts (recharts, loaded when there is something to
 * draw), the students with a report per completed career, and the CSV export.
 */
export function ClassroomResults() {
  const translate = useTranslate();
  const headingId = useId();
  const classroom = useRecordContext<AdminClassroom>();
  const { data, error, loading, reload } = useClassroomResults(classroom?.id);
  if (!classroom) return null;
  const anyCompleted = !!data?.careers.some((c) => c.completed > 0);
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={loading} data-testid="classroom-results">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6" id={headingId}>
          {translate('console.results.title')}
        </Typography>
        <ExportResultsButton classroomId={classroom.id} />
      </Box>
      <ResultsLoading loading={loading} loaded={!!data} error={error} reload={reload} />
      {data && (
        <>
          <Counts results={data} />
          {anyCompleted ? (
            <LazyCareerCharts careers={data.careers} />
          ) : (
            <Typography sx={{ mt: 2 }} data-testid="results-none">
              {translate('console.results.none')}
            </Typography>
          )}
          <ResultStudents classroomId={classroom.id} careers={data.careers} />
        </>
      )}
    </Box>
  );
}
