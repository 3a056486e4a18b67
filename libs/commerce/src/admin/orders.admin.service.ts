import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, badListQuery, type AuditActor, type ListQuery } from '@app/admin-kit';
import {
  ADMIN_ORDER_STATUSES,
  adminInvoicePath,
  checkoutExpired,
  ERROR_CODES,
  ORDER_MESSAGES,
  paiseToRupees,
  type AdminOrder,
  type AdminOrderDetail,
  type ORDER_FILTERS,
  type OrderSort,
} from '@app/contracts';
import { ORDER_KINDS, type OrderKind, type OrderStatus } from '@app/db';
import { EnrolmentService } from '@app/enrolment';
import { InvoiceService } from '@app/invoicing';
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

/**
 * The console's `orders` resource, read only: lists for support and an order's whole story (lines, Razorpay ids,
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
  ) {}

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
    const [lines, course, courseSeat, events, enrolments, invoice, refunds] = await Promise.all([
      this.repository.lines(id),
      order.courseId ? this.repository.courseTitle(order.courseId) : undefined,
      order.kind === 'COURSE' ? this.repository.courseSeat(id) : undefined,
      this.repository.events(id),
      this.enrolments.ofOrder(order.userId, id),
      this.invoices.findByOrder(id),
      this.repository.refunds(id),
    ]);
    await this.repository.transaction((tx) =>
      this.audit.record(tx, actor, { action: 'read', resource: RESOURCE, resourceId: id, before: null, after: null }),
    );
    return {
      ...toOrder(row),
      lines: lines.map((l) => ({ careerId: l.careerId, name: l.name, unitPrice: paiseToRupees(l.unitPricePaise) })),
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
      refunds: refunds.map((r) => ({
        id: r.id,
        razorpayPaymentId: r.razorpayPaymentId,
        razorpayRefundId: r.razorpayRefundId,
        amount: paiseToRupees(r.amountPaise),
        reason: r.reason,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        processedAt: iso(r.processedAt),
      })),
    };
  }

  /** The order's invoice PDF for an admin (the buyer's name and state are on it: an audited read). */
  async invoicePdf(id: string, actor: AuditActor): Promise<{ filename: string; pdf: Buffer }> {
    const invoice = await this.invoices.findByOrder(id);
    if (!invoice) {
      if (!(await this.repository.find(id))) throw notFound();
      throw new NotFoundException({ message: ORDER_MESSAGES.invoiceNotIssued, code: ERROR_CODES.NotFound });
    }
    await this.repository.transaction((tx) =>
      this.audit.record(tx, actor, {
        action: 'read',
        resource: RESOURCE,
        resourceId: id,
        before: null,
        after: { invoice: invoice.serial },
      }),
    );
    return this.invoices.pdf(invoice);
  }
}
