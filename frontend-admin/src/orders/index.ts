import { lazy } from 'react';
import OrderIcon from '@mui/icons-material/ReceiptLong';

// Orders are made by checkouts, never in the console; admins read them and refund them (OrderShow's Refund).
export default {
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
  icon: OrderIcon,
  recordRepresentation: 'buyerEmail',
};
