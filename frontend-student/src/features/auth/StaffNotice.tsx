import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONSOLE_URL } from './session';

/**
 * What a staff account sees instead of the student area: staff have no tests, cart or purchases here, and their
 * work is in the console.
 */
export function StaffNotice() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2, textAlign: 'center' }} data-testid="staff-notice">
      <Typography component="h1" variant="h5" gutterBottom>
        This area is for students and parents
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        You are signed in with a staff account. Careers, assessments, leads and schools are managed in the staff
        console.
      </Typography>
      <Button variant="contained" href={CONSOLE_URL} data-testid="staff-console-link">
        Open the staff console
      </Button>
    </Box>
  );
}
