import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../components/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} data-testid="not-found">
      <Typography variant="overline" component="p" sx={{ fontSize: '1rem' }} color="text.secondary">
        404
      </Typography>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to home
        </Button>
        <Button component={RouterLink} to="/careers" variant="outlined">
          Explore careers
        </Button>
      </Stack>
    </Container>
  );
}
