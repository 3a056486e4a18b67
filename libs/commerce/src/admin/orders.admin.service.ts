import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, badListQuery, type AuditActor, type ListQuery } from '@app/admin-kit';
import {
  ADMIN_ORDER_STATUSES,
  adminCreditNotePath,
  adminInvoicePath,
  checkoutExpired,
  ERROR_CODES,
  ORDER_MESSAGES,
  paiseToRupees,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderRefund,
  type AdminRefundRequest,
  type ORDER_FILTERS,
  type OrderSort,
} from '@app/contracts';
import { ORDER_KINDS, type OrderKind, type OrderStatus } from '@app/db';
import { EnrolmentService } from '@app/enrolment';
import { CreditNoteService, InvoiceService, type CreditNoteRow } from '@app/invoicing';
import { AdminRefundService } from '../refunds/admin-refund.service.js';
import { RefundsRepository, type RefundRow } from '../refunds/refunds.repository.js';
import { OrdersAdminRepository, type OrderListRow } from './orders.admin.repository.js';

const RESOURCE = 'orders';

export type OrdersListQuery = ListQuery<OrderSort, keyof typeof ORDER_FILTERS>;

const notFound = () => new NotFoundException({ message: ORDER_MESSAGES.notFound, code: ERROR_CODES.NotFound });
const iso = (d: Date | null) => d?.toISOString() ?? null;

const oneOf = <T extends string>(list: readonly T[], key: string, value: unknown): T | undefined => {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (list as readonly string[]).includes(value)) return value as T;
  throw badListQuery(`filter ${key} must be one of ${list.join(', ')}`);
};

/** Rupees as typed in a filter to whole paise (a paisa is the smallest amount an order has). */
const paise = (rupees: unknown) => (rupees === undefined ? undefined : Math.round((rupees as number) * 100));

function toOrder({ order, buyerEmail, buyerName, itemCount }: OrderListRow): AdminOrder {
  return {
    id: order.id,
    userId: order.userId,
    buyerEmail,
    buyerName,
    kind: order.kind,
    status: order.status,
    expired: order.status === 'CREATED' && checkoutExpired(order.createdAt),
    itemCount,
    subtotal: paiseToRupees(order.subtotalPaise),
    gst: paiseToRupees(order.gstPaise),
    total: paiseToRupees(order.totalPaise),
    currency: 'INR',
    billingState: order.billingState,
    razorpayOrderId: order.razorpayOrderId,
    razorpayPaymentId: order.razorpayPaymentId,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    fulfilledAt: iso(order.fulfilledAt),
    paymentFailedAt: iso(order.paymentFailedAt),
  };
}

type RefundWithWho = RefundRow & { requestedByName: string | null; careerIds: string[] };

function toRefund(refund: RefundWithWho, note: CreditNoteRow | undefined): AdminOrderRefund {
  return {
    id: refund.id,
    orderId: refund.orderId,
    razorpayPaymentId: refund.razorpayPaymentId,
    razorpayRefundId: refund.razorpayRefundId,
    amount: paiseToRupees(refund.amountPaise),
    taxable: refund.taxablePaise === null ? null : paiseToRupees(refund.taxablePaise),
    gst: refund.gstPaise === null ? null : paiseToRupees(refund.gstPaise),
    reason: refund.reason,
    note: refund.note,
    careerIds: refund.careerIds,
    requestedBy: refund.requestedByName,
    status: refund.status,
    createdAt: refund.createdAt.toISOString(),
    processedAt: iso(refund.processedAt),
    creditNote: note
      ? {
          id: note.id,
          serial: note.serial,
          issuedAt: note.issuedAt.toISOString(),
          total: paiseToRupees(note.totalPaise),
          pdf: adminCreditNotePath(note.id),
        }
      : null,
  };
}

/**
 * The console's `orders` resource: lists for support and an order's whole story (lines, Razorpay ids,
 * webhooks, what it enrolled, the invoice, refunds). The detail and the invoice name the buyer, so each read
 * appends an audit row ('read').
 */
@Injectable()
export class OrdersAdminService {
  constructor(
    private readonly repository: OrdersAdminRepository,
    private readonly audit: AuditService,
    private readonly enrolments: EnrolmentService,
    private readonly invoices: InvoiceService,
    private readonly creditNotes: CreditNoteService,
    private readonly refunds: RefundsRepository,
    private readonly adminRefunds: AdminRefundService,
  ) {}

  /** An admin's refund (AdminRefundService), answered as the order's refunds list it. */
  async refund(id: string, request: AdminRefundRequest, actor: AuditActor): Promise<AdminOrderRefund> {
    const refund = await this.adminRefunds.refund(id, request, actor);
    const recorded = (await this.refunds.ofOrder(id)).find((r) => r.id === refund.id)!;
    return toRefund(recorded, undefined);
  }

  async list(query: OrdersListQuery): Promise<{ data: AdminOrder[]; total: number }> {
    const f = query.filter;
    const { rows, total } = await this.repository.list({
      filter: {
        q: (f.q as string) || undefined,
        status: oneOf<OrderStatus>(ADMIN_ORDER_STATUSES, 'status', f.status),
        kind: oneOf<OrderKind>(ORDER_KINDS, 'kind', f.kind),
        userId: f.userId as string | undefined,
        createdFrom: f.createdAt_gte as Date | undefined,
        createdTo: f.createdAt_lte as Date | undefined,
        totalFromPaise: paise(f.total_gte),
        totalToPaise: paise(f.total_lte),
        ids: f.id as string[] | undefined,
      },
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
    return { data: rows.map(toOrder), total };
  }

  async get(id: string, actor: AuditActor): Promise<AdminOrderDetail> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    const { order } = row;
    const [lines, course, courseSeat, events, enrolments, invoice, refunds, notes] = await Promise.all([
      this.repository.lines(id),
      order.courseId ? this.repository.courseTitle(order.courseId) : undefined,
      order.kind === 'COURSE' ? this.repository.courseSeat(id) : undefined,
      this.repository.events(id),
      this.enrolments.ofOrder(order.forUserId ?? order.userId, id),
      this.invoices.findByOrder(id),
      this.refunds.ofOrder(id),
      this.creditNotes.ofOrders([id]),
    ]);
    const refundedCareers = new Set(refunds.flatMap((r) => r.careerIds));
    const wholeRefunded =
      order.kind === 'COURSE'
        ? refunds.some((r) => r.reason === 'ADMIN')
        : lines.length > 0 && lines.every((l) => refundedCareers.has(l.careerId));
    await this.audit.read(actor, RESOURCE, id);
    return {
      ...toOrder(row),
      lines: lines.map((l) => ({
        careerId: l.careerId,
        name: l.name,
        unitPrice: paiseToRupees(l.unitPricePaise),
        refunded: refundedCareers.has(l.careerId),
      })),
      course:
        order.courseId && course
          ? { id: order.courseId, title: course, priceType: order.courseType === 0 ? 'early-bird' : 'regular' }
          : null,
      courseSeat: courseSeat ? { id: courseSeat.id, createdAt: courseSeat.createdAt.toISOString() } : null,
      events: events.map((e) => ({ ...e, receivedAt: e.receivedAt.toISOString() })),
      enrolments: enrolments.map((e) => ({
        id: e.id,
        careerId: e.careerId,
        careerName: e.career.name,
        status: e.status,
        started: e.startedAt !== null,
        startedAt: iso(e.startedAt),
        completedAt: iso(e.completedAt),
      })),
      invoice: invoice
        ? {
            serial: invoice.serial,
            issuedAt: invoice.issuedAt.toISOString(),
            total: paiseToRupees(invoice.totalPaise),
            pdf: adminInvoicePath(id),
          }
        : null,
      refunds: refunds.map((r) =>
        toRefund(
          r,
          notes.find((n) => n.refundId === r.id),
        ),
      ),
      refundable:
        order.status === 'FULFILLED' &&
        order.totalPaise > 0 &&
        !!order.razorpayPaymentId &&
        !!invoice &&
        !wholeRefunded,
    };
  }

  /** The order's invoice PDF for an admin (the buyer's name and state are on it: an audited read). */
  async invoicePdf(id: string, actor: AuditActor): Promise<{ filename: string; pdf: Buffer }> {
    const invoice = await this.invoices.findByOrder(id);
    if (!invoice) {
      if (!(await this.repository.find(id))) throw notFound();
      throw new NotFoundException({ message: ORDER_MESSAGES.invoiceNotIssued, code: ERROR_CODES.NotFound });
    }
    await this.audit.read(actor, RESOURCE, id, { invoice: invoice.serial });
    return this.invoices.pdf(invoice);
  }
}
