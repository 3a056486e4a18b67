import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';

// Read-only but for the resend of a failed e-mail (admins only, audited).
export default {
  list: lazy(() => import('./MailList')),
  show: lazy(() => import('./MailShow')),
  icon: MailIcon,
  recordRepresentation: 'subject',
};
