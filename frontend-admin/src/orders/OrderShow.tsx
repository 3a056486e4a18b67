import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type AdminOrderDetail, type AdminOrderRefund } from '@app/contracts';
import { formatDateTime } from '../common/dates';
import { pdfName } from '../common/downloadFile';
import { rupees, RupeesField, WhenField } from '../common/fields';
import { DownloadButton } from '../common/DownloadButton';
import { OrderStatusField } from './OrderList';
import { RefundButton } from './RefundDialog';
import { REFUND_STATUS_LABELS, refundedItems, refundReason } from './refunds';

const when = (iso: string | null) => formatDateTime(iso) || '—';

/** A small table: a title, its column heads and rows, or a line saying there is nothing. */
function Section({ title, testId, heads, rows, empty }: SectionProps) {
  return (
    <div data-testid={testId}>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        // Wide tables (the refunds) scroll inside the page rather than widen it.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {heads.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((cells, i) => (
                <TableRow key={i}>
                  {cells.map((cell, j) => (
                    <TableCell key={j}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </div>
  );
}

interface SectionProps {
  title: string;
  testId: string;
  heads: string[];
  rows: ReactNode[][];
  empty: string;
}

function Invoice({ order }: { order: AdminOrderDetail }) {
  if (!order.invoice) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="order-invoice">
        No invoice yet: it is issued once the order is paid and fulfilled.
      </Typography>
    );
  }
  const { serial, issuedAt, total, pdf } = order.invoice;
  return (
    <Typography component="div" data-testid="order-invoice">
      {serial} · {formatDateTime(issuedAt)} · {rupees(total)}{' '}
      <DownloadButton path={pdf} fileName={pdfName('invoice', serial)} what="invoice" label="Invoice PDF" />
    </Typography>
  );
}

/** An admin refund's GST credit note: its serial and PDF, once Razorpay has taken the refund. */
function CreditNote({ refund }: { refund: AdminOrderRefund }) {
  const translate = useTranslate();
  const note = refund.creditNote;
  if (!note) return <>{refund.reason === 'ADMIN' ? 'Once Razorpay takes the refund' : '—'}</>;
  return (
    <>
      <Link to={`/credit-notes/${note.id}/show`}>{note.serial}</Link>{' '}
      <DownloadButton
        path={note.pdf}
        fileName={pdfName('credit-note', note.serial)}
        what="credit note"
        label={translate('console.credit_notes.pdf')}
        ariaLabel={translate('console.credit_notes.download', { serial: note.serial })}
      />
    </>
  );
}

/** What the order bought, its payment's trail and what it made. */
function OrderStory() {
  const order = useRecordContext<AdminOrderDetail>();
  // Opened from the list, the page first shows the list's copy of the order, which has none of this.
  if (!order?.lines) return <LinearProgress sx={{ my: 2 }} />;
  const courseRefunded = order.refunds.some((r) => r.reason === 'ADMIN');
  const bought = order.course
    ? [
        [
          `${order.course.title} (${order.course.priceType} price)`,
          rupees(order.subtotal),
          courseRefunded ? 'Refunded' : '',
        ],
      ]
    : order.lines.map((l) => [l.name, rupees(l.unitPrice), l.refunded ? 'Refunded' : '']);
  return (
    <>
      <Section title="Bought" testId="order-lines" heads={['Item', 'Price', 'Refund']} rows={bought} empty="Nothing" />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Subtotal {rupees(order.subtotal)} · GST {rupees(order.gst)} · Total {rupees(order.total)}
      </Typography>
      <Section
        title="Webhooks received"
        testId="order-events"
        heads={['Event', 'Payment', 'Razorpay event id', 'Received']}
        rows={order.events.map((e) => [e.type, e.paymentId ?? '—', e.razorpayEventId ?? '—', when(e.receivedAt)])}
        empty="None received"
      />
      <Section
        title="Enrolments"
        testId="order-enrolments"
        heads={['Career', 'Status', 'Assessment']}
        rows={[
          ...order.enrolments.map((e) => [
            e.careerName,
            e.status,
            e.started ? `Started ${when(e.startedAt)}` : 'Not started',
          ]),
          ...(order.courseSeat ? [['Certification course seat', 'ENROLLED', when(order.courseSeat.createdAt)]] : []),
        ]}
        empty="None yet"
      />
      <Typography variant="h6" sx={{ mt: 2 }}>
        Invoice
      </Typography>
      <Invoice order={order} />
      <Section
        title="Refunds"
        testId="order-refunds"
        heads={[
          'Recorded',
          'Amount',
          'Reason',
          'By',
          'Items refunded',
          'Status',
          'Payment',
          'Razorpay refund',
          'Credit note',
        ]}
        rows={order.refunds.map((r) => [
          when(r.createdAt),
          rupees(r.amount),
          refundReason(r),
          r.requestedBy ?? 'Automatic',
          refundedItems(r, order),
          REFUND_STATUS_LABELS[r.status] ?? r.status,
          r.razorpayPaymentId,
          r.razorpayRefundId ?? '—',
          <CreditNote key="credit-note" refund={r} />,
        ])}
        empty="None"
      />
    </>
  );
}

/** One order for support: opening it is an audited read of the buyer's data. Admins refund it from here. */
export default function OrderShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="buyerEmail" label="Buyer" />
        <TextField source="buyerName" label="Name" />
        <Labeled label="Status">
          <OrderStatusField />
        </Labeled>
        <RupeesField source="total" label="Total" />
        <TextField source="razorpayOrderId" label="Razorpay order id" emptyText="—" />
        <TextField source="razorpayPaymentId" label="Razorpay payment id" emptyText="—" />
        <TextField source="billingState" label="Billing state" emptyText="—" />
        <WhenField source="createdAt" label="Placed" />
        <WhenField source="paidAt" label="Paid" emptyText="—" />
        <WhenField source="fulfilledAt" label="Fulfilled" emptyText="—" />
        <OrderStory />
      </SimpleShowLayout>
    </Show>
  );
}
