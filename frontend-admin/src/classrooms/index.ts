import { lazy } from 'react';
import ClassroomIcon from '@mui/icons-material/School';

// The pages load when first opened: the console's first load (the sign-in page) carries none of them.
export default {
  list: lazy(() => import('./ClassroomList')),
  create: lazy(() => import('./ClassroomCreate')),
  edit: lazy(() => import('./ClassroomEdit')),
  show: lazy(() => import('./ClassroomShow')),
  icon: ClassroomIcon,
  recordRepresentation: 'name',
};
