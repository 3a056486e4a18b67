import { useId } from 'react';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { AdminSchool } from '@app/contracts';
import { LazySchoolCharts } from '../results/LazyCharts';
import { ResultsLoading } from '../results/ResultsLoading';
import { useSchoolResults } from '../results/useResults';

/**
 * A school's results on its page: each classroom's counts (linking to its Results tab), the overall bands across
 * the school and the subjects aligned with its HIGH results. A school admin's page is their own school's.
 */
export function SchoolResults() {
  const translate = useTranslate();
  const headingId = useId();
  const school = useRecordContext<AdminSchool>();
  const { data, error, loading, reload } = useSchoolResults(school?.id);
  if (!school) return null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading}
      sx={{ px: 2, pb: 2 }}
      data-testid="school-results"
    >
      <Typography component="h2" variant="h6" id={headingId}>
        {translate('console.results.school_title')}
      </Typography>
      <ResultsLoading loading={loading} loaded={!!data} error={error} reload={reload} />
      {data && (
        <>
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.results.classroom')}</TableCell>
                <TableCell align="right">{translate('console.results.assigned')}</TableCell>
                <TableCell align="right">{translate('console.results.started')}</TableCell>
                <TableCell align="right">{translate('console.results.completed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.classrooms.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>
                    <Link to={`/classrooms/${c.id}/show/results`}>{c.name}</Link>
                  </TableCell>
                  <TableCell align="right">{c.assigned.toLocaleString('en-IN')}</TableCell>
                  <TableCell align="right">{c.started.toLocaleString('en-IN')}</TableCell>
                  <TableCell align="right">{c.completed.toLocaleString('en-IN')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.results === 0 ? (
            <Typography sx={{ mt: 2 }} data-testid="school-results-none">
              {translate('console.results.none')}
            </Typography>
          ) : (
            <>
              <Box sx={{ mt: 2 }} data-testid="school-subjects">
                <Typography variant="subtitle2">{translate('console.results.subjects')}</Typography>
                {data.topSubjects.length === 0 ? (
                  <Typography variant="body2">{translate('console.results.no_subjects')}</Typography>
                ) : (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                    {data.topSubjects.map((s) => (
                      <Chip key={s.subject} size="small" label={`${s.subject} (${s.count})`} />
                    ))}
                  </Box>
                )}
              </Box>
              <LazySchoolCharts overall={data.overall} subjects={data.topSubjects} />
            </>
          )}
        </>
      )}
    </Box>
  );
}
