import { lazy } from 'react';
import SchoolIcon from '@mui/icons-material/School';

// Admins set schools up; a school admin's list is their own school alone (the API's scope), read-only.
export default {
  list: lazy(() => import('./SchoolList')),
  create: lazy(() => import('./SchoolCreate')),
  edit: lazy(() => import('./SchoolEdit')),
  show: lazy(() => import('./SchoolShow')),
  icon: SchoolIcon,
  recordRepresentation: 'name',
};
