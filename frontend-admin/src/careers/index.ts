import { lazy } from 'react';
import CareerIcon from '@mui/icons-material/Work';

// The pages load when first opened: the console's first load (the sign-in page) carries none of them.
export default {
  list: lazy(() => import('./CareerList')),
  create: lazy(() => import('./CareerCreate')),
  edit: lazy(() => import('./CareerEdit')),
  show: lazy(() => import('./CareerShow')),
  icon: CareerIcon,
  recordRepresentation: 'name',
};
