import { lazy } from 'react';
import CreditNoteIcon from '@mui/icons-material/RequestQuote';

// Credit notes are issued by invoicing when an admin's refund goes through (issue 12); the console only reads them.
export default {
  list: lazy(() => import('./CreditNoteList')),
  show: lazy(() => import('./CreditNoteShow')),
  icon: CreditNoteIcon,
  recordRepresentation: 'serial',
};
