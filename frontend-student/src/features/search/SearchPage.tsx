import { useDeferredValue } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SEARCH_MIN_CHARS } from '@app/contracts';
import { usePageTitle } from '../../components/usePageTitle';
import { CareerCard, CareerGrid } from '../catalogue/CareerCard';
import { CareerPagination, FieldFilter, readPage, withField, withPage } from '../catalogue/ListControls';
import { useSearch, useSearchPage } from '../catalogue/queries';
import { CANT_FIND_LINK, NOTHING_FOUND } from './SearchResults';

const found = (count: number) => (count === 1 ? '1 career found' : `${count} careers found`);

/**
 * /search?query=…[&field=…][&page=…]: where Enter in the header search goes (issue 24). Every career the search
 * finds, best first, as the careers list shows them (cards, pages of 10), with the field filter beside them
 * (under it on a phone) and the fields whose names match; "Nothing found" and the career-request link when none.
 * The URL is the state, as on /careers.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const fieldId = params.get('field') || null;
  const page = readPage(params.get('page'));
  const enough = query.length >= SEARCH_MIN_CHARS;
  usePageTitle(enough ? `Search: ${query}` : 'Search careers');
  const list = useSearchPage(enough ? query : '', page, fieldId);
  // The fields whose names match (the suggestions' call, cached from the typing that led here).
  const fields = useSearch(enough ? query : '').data?.fields ?? [];
  const data = useDeferredValue(list.data);
  const loading = list.isFetching;
  const failed = list.isError && !loading;
  const empty = enough && !list.isPlaceholderData && !failed && data !== undefined && data.totalCount === 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="search-page">
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {enough ? `Results for “${query}”` : 'Search careers'}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
          columnGap: 4,
          rowGap: 2,
          alignItems: 'start',
        }}
      >
        <Box component="aside" aria-label="Filter the results" sx={{ display: 'grid', gap: 2 }}>
          <FieldFilter fieldId={fieldId} onChange={(id) => setParams(withField(params, id))} fullWidth />
          {fields.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
                Matching fields
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {fields.map((field) => (
                  <li key={field._id}>
                    <Link component={RouterLink} to={`/careers?field=${field._id}`} data-testid="search-page-field">
                      {field.name}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </Box>

        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ height: 4, mb: 1 }}>
            {loading && <LinearProgress aria-label="Searching careers" data-testid="search-loading" />}
          </Box>

          {!enough && (
            <Typography sx={{ py: 4 }} color="text.secondary" data-testid="search-page-short">
              Type at least {SEARCH_MIN_CHARS} characters in the search box.
            </Typography>
          )}

          {failed && (
            <Box sx={{ py: 6, textAlign: 'center' }}>
              <Typography sx={{ mb: 2 }}>The search could not be done.</Typography>
              <Button variant="outlined" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Box>
          )}

          {empty && (
            <Box sx={{ py: 6, textAlign: 'center' }} data-testid="search-page-empty">
              <Typography sx={{ mb: 1 }}>{NOTHING_FOUND}</Typography>
              <Link component={RouterLink} to="/career-request" data-testid="search-page-career-request">
                {CANT_FIND_LINK}
              </Link>
            </Box>
          )}

          {enough && !failed && data && data.totalCount > 0 && (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }} role="status" data-testid="search-count">
                {found(data.totalCount)}
              </Typography>
              <CareerGrid data-testid="search-grid" aria-busy={loading}>
                {data.careers.map((career, index) => (
                  <CareerCard key={career._id} career={career} eager={index < 4} />
                ))}
              </CareerGrid>
              <CareerPagination
                totalCount={data.totalCount}
                page={page}
                onChange={(next) => setParams(withPage(params, next))}
              />
            </>
          )}
        </Box>
      </Box>
    </Container>
  );
}
