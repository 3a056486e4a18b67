import { lazy } from 'react';
import StudentIcon from '@mui/icons-material/School';

// A school's roster (admins, and school admins for their own school): the list with the import, and the edit.
export default {
  list: lazy(() => import('./StudentList')),
  edit: lazy(() => import('./StudentEdit')),
  icon: StudentIcon,
  recordRepresentation: 'name',
};
