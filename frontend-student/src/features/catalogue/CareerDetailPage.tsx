import { useDeferredValue } from 'react';
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
import { PageLoader } from '../../components/PageLoader';
import { Price } from '../../components/Price';
import { usePageTitle } from '../../components/usePageTitle';
import { BuyButtons } from '../cart/BuyButtons';
import { CareerProperties } from './CareerProperties';
import { isCareerNotFound, useCareer } from './queries';

export function CareerDetailPage() {
  const { id = '' } = useParams();
  const query = useCareer(id);
  // Deferred: the long content renders in slices after the urgent update, keeping the main thread free for input.
  const career = useDeferredValue(query.data);
  const notFound = query.isError && isCareerNotFound(query.error);
  usePageTitle(career ? career.name : notFound ? 'Career not found' : 'Career');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="career-detail-page">
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/careers" data-testid="breadcrumb-careers">
          Careers
        </Link>
        {career && (
          <Typography color="text.primary" aria-current="page">
            {career.name}
          </Typography>
        )}
      </Breadcrumbs>
      {/* Spec section 8: a failed load only ends the loading (it is logged). */}
      {!career && !query.isError && <PageLoader label="Loading career" />}
      {notFound && <CareerNotFound />}
      {career && <CareerDetail career={career} />}
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
