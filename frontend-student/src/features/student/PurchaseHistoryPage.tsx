import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice, type AuthUser, type PurchaseHistoryOrder } from '@app/contracts';
import { downloadCreditNote, downloadInvoice, fetchOrders } from '../../api/commerce';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { useNarrow } from '../../components/useNarrow';
import { DASHBOARD_PATH } from '../../app/navItems';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';
import { rupees } from '../cart/money';
import { CardList } from './CardList';
import { EmptyState, LoadFailed } from './CareerCard';
import { saveFile } from './saveFile';
import { useStudentData } from './useStudentData';

export const PURCHASES_EMPTY = 'You have not bought any careers yet.';
export const INVOICE_FAILED = 'The invoice could not be downloaded, please try again';
export const CREDIT_NOTE_FAILED = 'The credit note could not be downloaded, please try again';

/** The order states as people read them. */
const STATUS: Record<PurchaseHistoryOrder['status'], { label: string; color: ChipProps['color'] }> = {
  FULFILLED: { label: 'Enrolled', color: 'success' },
  PAID: { label: 'Paid', color: 'info' },
  CREATED: { label: 'Awaiting payment', color: 'default' },
  FAILED: { label: 'Payment failed', color: 'error' },
  REPLACED: { label: 'Replaced by a newer order', color: 'default' },
  REFUNDED: { label: 'Refunded', color: 'warning' },
  EXPIRED: { label: 'Expired', color: 'default' },
};

// Orders are dated in India's time, the way the receipt and the GST invoice date them: e.g. 21 Nov 2026.
const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function orderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

function orderAmount(amount: number): string {
  return Number.isFinite(amount) && amount >= 0 ? rupees(amount) : '';
}

const loadOrders = (user: AuthUser, signal: AbortSignal) =>
  fetchOrders(user, signal).then((orders) => (Array.isArray(orders) ? orders : []));

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The GST tax invoice of a paid order: a Download button; "—" before the payment. */
function InvoiceButton({ order }: { order: PurchaseHistoryOrder }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const invoice = order.invoice;
  if (!invoice) {
    return (
      <Typography component="span" color="text.secondary" data-testid="order-invoice-none">
        <span aria-hidden="true">—</span>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          No invoice yet
        </Box>
      </Typography>
    );
  }
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadInvoice(order._id);
      saveFile(blob, filename ?? `invoice-${invoice.serial.replace(/\//g, '-')}.pdf`);
    } catch (error) {
      enqueueSnackbar(serverMessage(error, INVOICE_FAILED), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={download}
      disabled={busy}
      aria-label={`Download invoice ${invoice.serial}`}
      data-testid="order-invoice"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {busy ? 'Downloading…' : 'Download'}
    </Button>
  );
}

type CreditNote = PurchaseHistoryOrder['creditNotes'][number];

/** A credit note of the order (a refund by our staff): its serial, date and amount, and its PDF. */
function CreditNoteRow({ order, note }: { order: PurchaseHistoryOrder; note: CreditNote }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadCreditNote(order._id, note.id);
      saveFile(blob, filename ?? `credit-note-${note.serial.replace(/\//g, '-')}.pdf`);
    } catch (error) {
      enqueueSnackbar(serverMessage(error, CREDIT_NOTE_FAILED), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="li"
      data-testid="order-credit-note"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Credit note {note.serial}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="order-credit-note-detail">
          {orderDate(note.issuedAt)} · {orderAmount(note.total)}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={busy}
        aria-label={`Download credit note ${note.serial}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {busy ? 'Downloading…' : 'Download'}
      </Button>
    </Box>
  );
}

/** The order's credit notes, oldest first, under its invoice; nothing when it has none. */
function CreditNotes({ order }: { order: PurchaseHistoryOrder }) {
  const notes = Array.isArray(order.creditNotes) ? order.creditNotes : [];
  if (notes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Credit notes"
      data-testid="order-credit-notes"
      sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1 }}
    >
      {notes.map((note) => (
        <CreditNoteRow key={note.id} order={order} note={note} />
      ))}
    </Box>
  );
}

function StatusChip({ order }: { order: PurchaseHistoryOrder }) {
  const status = STATUS[order.status] ?? { label: order.status, color: 'default' };
  // Money given back (a second payment, or some careers refunded by our staff) is said beside the state; a
  // refunded order says how much.
  const refunded = order.refunded > 0 ? formatPrice(Math.round(order.refunded * 100)) : null;
  const label = !refunded
    ? status.label
    : order.status === 'REFUNDED'
      ? `${status.label} ${refunded}`
      : `${status.label}; ${refunded} refunded`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip size="small" label={label} color={status.color} data-testid="order-status" />
      {order.status === 'CREATED' && <CompletePayment order={order} />}
    </Box>
  );
}

/**
 * An unpaid checkout can still be paid until it expires (CHECKOUT_EXPIRY_HOURS): back to its checkout, where an
 * unchanged cart (or the course) gets this very order again.
 */
function CompletePayment({ order }: { order: PurchaseHistoryOrder }) {
  return (
    <Button
      component={RouterLink}
      to={order.course ? '/checkout-services' : '/checkout'}
      size="small"
      variant="outlined"
      data-testid="order-complete-payment"
    >
      Complete payment
    </Button>
  );
}

function CareerNames({ order }: { order: PurchaseHistoryOrder }) {
  return (
    <Box component="ul" data-testid="order-careers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.careers.map((career, index) => (
        <li key={`${career.careerId}-${index}`} data-testid="order-career">
          {career.name}
        </li>
      ))}
      {order.course && <li data-testid="order-course">{order.course.title} (certification course)</li>}
      {/* A parent's order for a child (issue 14): whose careers they are. */}
      {order.forUser && (
        <Box component="li" sx={{ color: 'text.secondary', fontSize: '0.875rem' }} data-testid="order-for">
          For {`${order.forUser.firstName} ${order.forUser.lastName}`.trim()}
        </Box>
      )}
    </Box>
  );
}

function OrdersTable({ orders }: { orders: PurchaseHistoryOrder[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Purchase history" data-testid="orders">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Items</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Invoice</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order._id} data-testid="order" data-order-id={order._id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="order-date">
                {orderDate(order.createdAt)}
              </TableCell>
              <TableCell>
                <CareerNames order={order} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="order-amount">
                {orderAmount(order.amount)}
              </TableCell>
              <TableCell>
                <StatusChip order={order} />
              </TableCell>
              <TableCell>
                <InvoiceButton order={order} />
                <CreditNotes order={order} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Under 600 px: one card per order. */
function OrderCards({ orders }: { orders: PurchaseHistoryOrder[] }) {
  return (
    <CardList label="Purchase history" testId="orders">
      {orders.map((order) => (
        <Paper
          component="li"
          variant="outlined"
          key={order._id}
          data-testid="order"
          data-order-id={order._id}
          sx={{ p: 2 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid="order-date">
              {orderDate(order.createdAt)}
            </Typography>
            <StatusChip order={order} />
          </Box>
          <Box sx={{ fontWeight: 600, mb: 1 }}>
            <CareerNames order={order} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography data-testid="order-amount">{orderAmount(order.amount)}</Typography>
            {order.invoice && <InvoiceButton order={order} />}
          </Box>
          <CreditNotes order={order} />
        </Paper>
      ))}
    </CardList>
  );
}

/**
 * /user-student/main/purchase-history: the caller's orders (GET /payment/orders), newest first, as a table,
 * or cards under 600 px, each paid order with its GST tax invoice to download, and under it the credit notes of
 * what our staff refunded. Campus students buy nothing: they go to the dashboard.
 */
export function PurchaseHistoryPage() {
  usePageTitle('Purchase History');
  const narrow = useNarrow();
  const { user } = useSession();
  const campus = Boolean(user?.isCampusStudent);
  // Campus students buy nothing: nothing to load.
  // A parent's orders are their own, those for a child included (each says whom it was for).
  const { state, retry } = useStudentData('orders', loadOrders, { enabled: !campus, own: true });

  if (!user) return null;
  if (campus) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <Box data-testid="purchase-history-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 3 }}>
        Purchase History
      </Typography>
      {state.status === 'loading' ? (
        <PageLoader label="Loading your purchases" />
      ) : state.status === 'failed' ? (
        <LoadFailed
          testId="orders-failed"
          text="Your purchases could not be loaded."
          retryTestId="orders-retry"
          onRetry={retry}
        />
      ) : state.data.length === 0 ? (
        <EmptyState testId="orders-empty" text={PURCHASES_EMPTY}>
          <Button component={RouterLink} to="/careers" variant="contained" data-testid="orders-explore">
            Explore Careers
          </Button>
        </EmptyState>
      ) : narrow ? (
        <OrderCards orders={state.data} />
      ) : (
        <OrdersTable orders={state.data} />
      )}
    </Box>
  );
}
