import type { AdminOrderDetail, AdminOrderRefund, AdminRefundRequest } from '@app/contracts';

/** The refund dialog's values: what to refund (a careers order), the careers chosen and the reason. */
export type RefundFormValues = {
  scope?: 'whole' | 'careers';
  careerIds?: string[];
  reason?: string;
};

/**
 * The body the dialog sends (and judges with adminRefundRequestSchema before): no `careerIds` for the whole order,
 * and never for a course order, which is refunded as a whole.
 */
export function refundBody(values: RefundFormValues, kind: AdminOrderDetail['kind']): AdminRefundRequest {
  const body: AdminRefundRequest = { reason: typeof values.reason === 'string' ? values.reason.trim() : '' };
  if (kind === 'CAREERS' && values.scope === 'careers') body.careerIds = values.careerIds ?? [];
  return body;
}

/** The payment paths' own refunds, in words; an admin's refund shows the admin's note. */
const AUTOMATIC: Record<Exclude<AdminOrderRefund['reason'], 'ADMIN'>, string> = {
  REPLACED: 'Automatic: the payment reached an order a newer one had replaced',
  ALREADY_OWNED: 'Automatic: it paid for what the buyer already had',
  DUPLICATE_PAYMENT: 'Automatic: a second payment of an order already paid',
  AMOUNT_MISMATCH: 'Automatic: Razorpay captured another amount than the order',
};

export const refundReason = (refund: AdminOrderRefund): string =>
  refund.reason === 'ADMIN' ? (refund.note ?? 'Refunded by an admin') : AUTOMATIC[refund.reason];

export const REFUND_STATUS_LABELS: Record<AdminOrderRefund['status'], string> = {
  PENDING: 'Pending',
  REQUESTED: 'Sent to Razorpay',
  PROCESSED: 'Processed',
};

/** The careers a refund gave back, by the order's names (a course order's admin refund: the course). */
export function refundedItems(refund: AdminOrderRefund, order: AdminOrderDetail): string {
  if (refund.careerIds.length > 0) {
    return refund.careerIds.map((id) => order.lines.find((l) => l.careerId === id)?.name ?? id).join(', ');
  }
  return refund.reason === 'ADMIN' && order.course ? order.course.title : '—';
}
