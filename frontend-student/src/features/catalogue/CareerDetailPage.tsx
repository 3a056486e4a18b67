import { startTransition, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Career } from '@app/contracts';
import { fetchCareer } from '../../api/catalogue';
import { ApiError, isAbortError } from '../../api/client';
import { PageLoader } from '../../components/PageLoader';
import { Price } from '../../components/Price';
import { usePageTitle } from '../../components/usePageTitle';
import { BuyButtons } from '../cart/BuyButtons';
import { CareerProperties } from './CareerProperties';

type DetailState =
  { status: 'loading' } | { status: 'loaded'; career: Career } | { status: 'not-found' } | { status: 'failed' };

export function CareerDetailPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  usePageTitle(
    state.status === 'loaded' ? state.career.name : state.status === 'not-found' ? 'Career not found' : 'Career',
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCareer(id, controller.signal)
      // A transition renders the long content in slices, keeping the main thread free for input.
      .then((career) => startTransition(() => setState({ status: 'loaded', career })))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        // 404 is an unknown id, 400 a malformed one: both mean there is no such career.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setState({ status: 'not-found' });
          return;
        }
        // Spec section 8: a load failure is only logged, and loading ends.
        console.error('Could not load career', id, error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [id]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="career-detail-page">
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/careers" data-testid="breadcrumb-careers">
          Careers
        </Link>
        {state.status === 'loaded' && (
          <Typography color="text.primary" aria-current="page">
            {state.career.name}
          </Typography>
        )}
      </Breadcrumbs>
      {state.status === 'loading' && <PageLoader label="Loading career" />}
      {state.status === 'not-found' && <CareerNotFound />}
      {state.status === 'loaded' && <CareerDetail career={state.career} />}
    </Container>
  );
}

function CareerDetail({ career }: { career: Career }) {
  const info = career.public;
  return (
    <>
      <Grid container spacing={4} sx={{ mb: 5, alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ order: { xs: 1, md: 0 } }}>
          <Chip label={career.field.name} size="small" sx={{ mb: 1.5 }} data-testid="career-field" />
          <Typography variant="h1" gutterBottom data-testid="career-name">
            {career.name}
          </Typography>
          <Typography
            sx={{ fontSize: '1.1rem', lineHeight: 1.7, mb: 2 }}
            color="text.secondary"
            data-testid="career-description"
          >
            {info.header_description}
          </Typography>
          <Price selling={info.selling_price} strike={info.strike_price} size="large" />
          <BuyButtons career={career} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box
            data-testid="career-logo"
            sx={{
              bgcolor: info.logo_bg,
              borderRadius: 3,
              aspectRatio: '1 / 1',
              maxWidth: { xs: 120, md: 280 },
              mx: { md: 'auto' },
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <img
              src={info.logo}
              alt={`${career.name} logo`}
              width={160}
              height={160}
              style={{ width: '60%', height: 'auto' }}
            />
          </Box>
        </Grid>
      </Grid>
      <CareerProperties properties={info.properties} />
    </>
  );
}

function CareerNotFound() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }} data-testid="career-not-found">
      <Typography variant="h1" gutterBottom>
        Career not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We could not find this career. It may have been removed, or the link may be wrong.
      </Typography>
      <Button component={RouterLink} to="/careers" variant="contained">
        Back to Careers
      </Button>
    </Box>
  );
}
