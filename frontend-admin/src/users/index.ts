import { lazy } from 'react';
import UserIcon from '@mui/icons-material/People';

// Admins only (the permission table): no edit page, the show page's buttons do the writes, each confirmed.
export default {
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
  create: lazy(() => import('./UserCreate')),
  icon: UserIcon,
  recordRepresentation: 'name',
};
