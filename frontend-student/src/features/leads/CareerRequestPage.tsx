import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SearchingIllustration } from '../../components/illustrations/SearchingIllustration';
import { usePageTitle } from '../../components/usePageTitle';
import { CareerRequestForm } from './CareerRequestForm';

export function CareerRequestPage() {
  usePageTitle("Can't find career");
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="career-request-page">
      <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 1, md: 0 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h1" gutterBottom>
              Can't find career
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Let us know, we will work for you...
            </Typography>
            <CareerRequestForm />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', justifyContent: 'center' }}>
          <SearchingIllustration />
        </Grid>
      </Grid>
    </Container>
  );
}
