import { Box, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { CanAccess } from 'react-admin';
import { ImportStudentsButton } from './ImportStudentsButton';

/**
 * An empty roster (a new school): react-admin's own empty page offers only a Create button, and students are not
 * created one by one but imported, so the Import is offered here, where a new school admin starts.
 */
export function StudentsEmpty() {
  return (
    <Box sx={{ textAlign: 'center', mt: 8, mx: 2 }} data-testid="students-empty">
      <SchoolIcon sx={{ fontSize: 96, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 1 }}>
        No students yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Import your school&apos;s roster from a CSV file (download the template in the import dialog).
      </Typography>
      <CanAccess action="create">
        <ImportStudentsButton />
      </CanAccess>
    </Box>
  );
}
