import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CareerHomeResponse } from '@app/contracts';
import { usePageTitle } from '../../components/usePageTitle';
import { VideoPlayer } from '../../components/VideoPlayer';
import { fieldColour } from '../../app/theme';
import { useHome } from '../catalogue/queries';
import { HowItWorks } from './HowItWorks';
import { LogoCarousel } from './LogoCarousel';

export const TAGLINE = 'the first interactive video-based career counselling platform';

const NOTHING: CareerHomeResponse = { fields: [], careers: [] };

export function HomePage() {
  usePageTitle(undefined);
  const query = useHome();
  // Deferred: the carousel renders in slices after the urgent update, keeping the main thread free for input.
  // A failure (toasted) shows no fields and no careers rather than placeholders forever.
  const home = useDeferredValue(query.data ?? (query.isError ? NOTHING : null));

  return (
    <Box data-testid="home-page">
      <Box
        component="section"
        sx={{ background: 'linear-gradient(180deg, #e8f0fb 0%, #f7f9fc 100%)', py: { xs: 4, md: 8 } }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
                Discover the career that is right for you
              </Typography>
              <Typography
                sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.secondary', mb: 3 }}
                data-testid="tagline"
              >
                Disha Careers is {TAGLINE} for students of classes 9 to 12 and their parents in India.
              </Typography>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
                Explore careers by field
              </Typography>
              <FieldButtons home={home} />
              <Button
                component={RouterLink}
                to="/careers"
                variant="contained"
                color="secondary"
                size="large"
                fullWidth
                data-testid="explore-career-mobile"
                sx={{ display: { xs: 'flex', sm: 'none' }, mt: 2 }}
              >
                Explore Career
              </Button>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <VideoPlayer
                src="/media/video/intro.webm"
                poster="/media/video/intro.jpg"
                title="Introduction to Disha Careers"
                testId="intro-video"
              />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} aria-labelledby="featured-heading">
        <Typography id="featured-heading" variant="h2" sx={{ mb: 3, textAlign: 'center' }}>
          Careers you can explore
        </Typography>
        {home ? <LogoCarousel careers={home.careers} /> : <Skeleton variant="rounded" height={180} />}
      </Container>

      <HowItWorks />
    </Box>
  );
}

function FieldButtons({ home }: { home: CareerHomeResponse | null }) {
  if (!home) {
    // Same footprint as the buttons, so nothing jumps when they arrive.
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" width={112} height={48} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} data-testid="home-fields">
      {home.fields.map((field) => (
        <Button
          key={field._id}
          component={RouterLink}
          to={`/careers?field=${field._id}`}
          variant="contained"
          size="large"
          data-testid="home-field-button"
          sx={{ bgcolor: fieldColour(field.name), minWidth: 112, minHeight: 48 }}
        >
          {field.name}
        </Button>
      ))}
    </Box>
  );
}
