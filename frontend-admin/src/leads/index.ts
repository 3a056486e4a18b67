import { lazy } from 'react';
import LeadIcon from '@mui/icons-material/ContactPhone';

// Leads come from the public forms: there is no create; a move is an edit (PUT) made from the show page's buttons.
export default {
  list: lazy(() => import('./LeadList')),
  show: lazy(() => import('./LeadShow')),
  icon: LeadIcon,
  recordRepresentation: 'name',
};
