import { lazy } from 'react';
import ReviewIcon from '@mui/icons-material/RateReview';

export default {
  list: lazy(() => import('./ReviewList')),
  create: lazy(() => import('./ReviewCreate')),
  edit: lazy(() => import('./ReviewEdit')),
  icon: ReviewIcon,
  recordRepresentation: 'name',
};
