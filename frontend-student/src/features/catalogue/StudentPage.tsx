import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { CareerAggregateResponse } from '@app/contracts';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../components/usePageTitle';
import { fieldColour } from '../../app/theme';
import { useAggregate } from './queries';

/** The spec's "Can't find your future career ?", without the space before the question mark (issue 24). */
export const CANT_FIND_FUTURE_CAREER = "Can't find your future career?";

export function StudentPage() {
  usePageTitle('For Students');
  const query = useAggregate();
  // A failure (toasted) shows no fields rather than the loader forever.
  const fields: CareerAggregateResponse | null = query.data ?? (query.isError ? [] : null);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="student-page">
      <Typography variant="h1" gutterBottom>
        Find the career that fits you
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760, fontSize: '1.1rem' }}>
        Pick a field to see all its careers, or open a career to learn what the work is really like.
      </Typography>
      {fields === null ? (
        <PageLoader label="Loading careers" />
      ) : (
        <Grid container spacing={3}>
          {fields.map((field) => (
            <Grid key={field._id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }} data-testid="field-card">
                <CardContent>
                  {/* The field name is the card's heading and its link at once. */}
                  <Box component="h2" sx={{ m: 0, mb: 2 }}>
                    <Button
                      component={RouterLink}
                      to={`/careers?field=${field._id}`}
                      variant="contained"
                      fullWidth
                      endIcon={<ArrowForwardIcon aria-hidden />}
                      sx={{ bgcolor: fieldColour(field.name), justifyContent: 'space-between', fontSize: '1.05rem' }}
                      data-testid="field-card-button"
                    >
                      {field.name}
                    </Button>
                  </Box>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {field.careers.map((career) => (
                      <Button
                        key={career._id}
                        component={RouterLink}
                        to={`/careers/${career._id}`}
                        variant="outlined"
                        size="small"
                        data-testid="field-card-career"
                      >
                        {career.name}
                      </Button>
                    ))}
                    {field.careers.length === 0 && <Typography color="text.secondary">Careers coming soon</Typography>}
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button
          component={RouterLink}
          to="/career-request"
          variant="contained"
          color="secondary"
          size="large"
          data-testid="cant-find-career"
        >
          {CANT_FIND_FUTURE_CAREER}
        </Button>
      </Box>
    </Container>
  );
}
