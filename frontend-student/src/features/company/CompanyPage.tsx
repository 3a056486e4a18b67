import { useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { NotFoundPage } from '../../app/NotFoundPage';
import { usePageTitle } from '../../components/usePageTitle';
import { CompanyNav } from './CompanyNav';
import { LegalDocument } from './LegalDocument';
import { COMPANY_PAGES } from './pages';

export function CompanyPage() {
  const { page: slug } = useParams();
  const page = COMPANY_PAGES.find((p) => p.slug === slug);
  usePageTitle(page?.label);
  if (!page) return <NotFoundPage />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid={`company-page-${page.slug}`}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 3 }}>
          <CompanyNav current={page.slug} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <LegalDocument doc={page.doc} />
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
