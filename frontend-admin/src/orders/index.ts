import { lazy } from 'react';
import OrderIcon from '@mui/icons-material/ReceiptLong';

// Orders are made by checkouts, never in the console; it only reads them (refunds will be a resource of their own).
export default {
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
  icon: OrderIcon,
  recordRepresentation: 'buyerEmail',
};
