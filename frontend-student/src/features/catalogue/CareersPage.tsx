import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { CareerCard, CareerGrid } from './CareerCard';
import { CareerPagination, FieldFilter, readPage, withField, withPage } from './ListControls';
import { useCareerPage } from './queries';

export const NO_CAREERS = 'No careers found';

/**
 * The URL is the state: `field` and `page` in the query string drive the request, so links from the
 * search box or home page, the back button and reloads all show the same list.
 */
export function CareersPage() {
  usePageTitle('Explore careers');
  const [params, setParams] = useSearchParams();
  const fieldId = params.get('field') || null;
  const page = readPage(params.get('page'));
  const list = useCareerPage(page, fieldId);
  // Deferred: the new cards render in slices after the urgent update, keeping the main thread free for input.
  const data = useDeferredValue(list.data);
  const loading = list.isFetching;
  // Try again refetches: the failure gives way to the progress bar meanwhile.
  const failed = list.isError && !loading;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="careers-page">
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h1">Explore careers</Typography>
        <FieldFilter fieldId={fieldId} onChange={(id) => setParams(withField(params, id))} />
      </Box>

      <Box sx={{ height: 4, mb: 2 }}>
        {loading && <LinearProgress aria-label="Loading careers" data-testid="careers-loading" />}
      </Box>

      {failed && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>The careers could not be loaded.</Typography>
          <Button variant="outlined" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Box>
      )}

      {!list.isPlaceholderData && !failed && data && data.careers.length === 0 && (
        <Typography sx={{ py: 6, textAlign: 'center' }} data-testid="careers-empty">
          {NO_CAREERS}
        </Typography>
      )}

      {!failed && data && data.careers.length > 0 && (
        <CareerGrid data-testid="careers-grid" aria-busy={loading}>
          {data.careers.map((career, index) => (
            <CareerCard key={career._id} career={career} eager={index < 4} />
          ))}
        </CareerGrid>
      )}

      {data && (
        <CareerPagination
          totalCount={data.totalCount}
          page={page}
          onChange={(next) => setParams(withPage(params, next))}
        />
      )}
    </Container>
  );
}
