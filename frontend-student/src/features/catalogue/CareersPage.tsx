import { type ChangeEvent, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { CAREERS_PAGE_SIZE } from '@app/contracts';
import { usePageTitle } from '../../components/usePageTitle';
import { CareerCard, CareerGrid } from './CareerCard';
import { useCareerPage, useFields } from './queries';

export const NO_CAREERS = 'No careers found';

/** `?page=` is one-based; anything that is not a positive whole number means page 1. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The URL is the state: `field` and `page` in the query string drive the request, so links from the
 * search box or home page, the back button and reloads all show the same list.
 */
export function CareersPage() {
  usePageTitle('Explore careers');
  const [params, setParams] = useSearchParams();
  const fieldId = params.get('field') || null;
  const page = readPage(params.get('page'));
  const fields = useFields();
  const list = useCareerPage(page, fieldId);
  // Deferred: the new cards render in slices after the urgent update, keeping the main thread free for input.
  const data = useDeferredValue(list.data);
  const loading = list.isFetching;
  // Try again refetches: the failure gives way to the progress bar meanwhile.
  const failed = list.isError && !loading;

  const onFieldChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = new URLSearchParams(params);
    if (event.target.value) next.set('field', event.target.value);
    else next.delete('field');
    // A new field starts again at its first page.
    next.delete('page');
    setParams(next);
  };

  const onPageChange = (_event: unknown, nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  };

  const pageCount = data ? Math.ceil(data.totalCount / CAREERS_PAGE_SIZE) : 0;
  const fieldKnown = !fieldId || fields.some((field) => field._id === fieldId);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="careers-page">
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h1">Explore careers</Typography>
        {/* A native select: accessible, light (no menu/popover code) and easy to drive from tests. */}
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel htmlFor="field-filter" shrink>
            Field
          </InputLabel>
          <NativeSelect
            value={fieldKnown ? (fieldId ?? '') : fieldId}
            onChange={onFieldChange}
            input={<OutlinedInput label="Field" notched />}
            // (data-testid is spread in: NativeSelect's inputProps type does not list data attributes.)
            inputProps={{ id: 'field-filter', ...{ 'data-testid': 'field-filter' } }}
          >
            <option value="">All</option>
            {fields.map((field) => (
              <option key={field._id} value={field._id}>
                {field.name}
              </option>
            ))}
            {!fieldKnown && fieldId && <option value={fieldId}>Unknown field</option>}
          </NativeSelect>
        </FormControl>
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

      {pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={onPageChange}
            color="primary"
            siblingCount={0}
            aria-label="Career pages"
            data-testid="careers-pagination"
          />
        </Box>
      )}
    </Container>
  );
}
