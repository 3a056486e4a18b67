import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, type AuditActor } from '@app/admin-kit';
import { ERROR_CODES, ORDER_MESSAGES, REFUND_MESSAGES, type AdminRefundRequest } from '@app/contracts';
import type { Transaction } from '@app/db';
import { EnrolmentService } from '@app/enrolment';
import { InvoiceService } from '@app/invoicing';
import { Outbox } from '@app/queue';
import { OrdersAdminRepository } from '../admin/orders.admin.repository.js';
import { CourseOrdersRepository } from '../course/course-orders.repository.js';
import { refundGstPaise } from './refund-amounts.js';
import { RefundsRepository, type OrderRow, type RefundRow } from './refunds.repository.js';

/** Razorpay refunds at least ₹1.00. */
const MIN_REFUND_PAISE = 100;

const conflict = (code: string, message: string) => new ConflictException({ message, code });
const notAllowed = (message: string) => conflict(ERROR_CODES.RefundNotAllowed, message);
const badRequest = (message: string) => new BadRequestException({ message, code: ERROR_CODES.ValidationFailed });

interface Picked {
  careerId: string | null;
  name: string;
  taxablePaise: number;
}

/**
 * An admin refunds a fulfilled order, whole or some of its careers, with a reason. All of it happens in one
 * transaction that first locks the order, so refunds of one order are decided one after another: a second click,
 * a retry or a parallel call sees what the first refunded and is refused (409 REFUND_ALREADY_MADE), and the refund
 * lines' unique key stands behind that. Careers not started are taken back; a started one is refused unless the
 * admin confirms (then the buyer keeps it). The refund is recorded, queued for Razorpay (RefundPayment) and audited
 * in the same transaction; its GST credit note follows once Razorpay takes it (PaymentRefunded).
 */
@Injectable()
export class AdminRefundService {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly orders: OrdersAdminRepository,
    private readonly courses: CourseOrdersRepository,
    private readonly enrolments: EnrolmentService,
    private readonly invoices: InvoiceService,
    private readonly outbox: Outbox,
    private readonly audit: AuditService,
  ) {}

  async refund(orderId: string, request: AdminRefundRequest, actor: AuditActor): Promise<RefundRow> {
    // What never changes once the order is paid (its lines, its invoice once issued) is read before the
    // transaction: a transaction waiting for the order's lock must not also wait for a second connection.
    const [lines, invoiced] = await Promise.all([this.orders.lines(orderId), this.invoices.findByOrder(orderId)]);
    return this.refunds.transaction(async (tx) => {
      const order = await this.refunds.lockOrder(tx, orderId);
      if (!order) throw new NotFoundException({ message: ORDER_MESSAGES.notFound, code: ERROR_CODES.NotFound });
      checkRefundable(order, !!invoiced);
      const before = await this.refunds.adminRefunded(tx, order.id);
      const done = new Set(before.lines.map((l) => l.careerId));
      const picked =
        order.kind === 'COURSE'
          ? pickCourse(
              order,
              request,
              done,
              (await this.courses.courseTitle(order.courseId!, tx)) ?? 'Certification course',
            )
          : pickCareers(lines, request, done);
      await this.takeBack(tx, order, picked, request.confirmStarted === true);
      const taxablePaise = picked.reduce((sum, l) => sum + l.taxablePaise, 0);
      const gst = refundGstPaise(order, before, taxablePaise);
      if (taxablePaise + gst < MIN_REFUND_PAISE) throw notAllowed(REFUND_MESSAGES.tooSmall);
      const refund = await this.refunds.insertAdmin(tx, {
        orderId: order.id,
        razorpayPaymentId: order.razorpayPaymentId!,
        taxablePaise,
        gstPaise: gst,
        note: request.reason,
        requestedBy: actor.userId,
        lines: picked.map(({ careerId, taxablePaise: t }) => ({ careerId, taxablePaise: t })),
      });
      await this.outbox.append(tx, 'RefundPayment', { refundId: refund.id });
      await this.audit.record(tx, actor, {
        action: 'refund',
        resource: 'orders',
        resourceId: order.id,
        before: null,
        after: {
          refundId: refund.id,
          amountPaise: refund.amountPaise,
          careers: picked.map((l) => l.name),
          reason: request.reason,
          confirmedStarted: request.confirmStarted === true,
        },
      });
      return refund;
    });
  }

  /** Careers not started are taken back, a course seat too; started careers are refused unless confirmed. */
  private async takeBack(tx: Transaction, order: OrderRow, picked: Picked[], confirmStarted: boolean): Promise<void> {
    if (order.kind === 'COURSE') return this.courses.takeSeat(tx, order.id);
    const ids = picked.map((l) => l.careerId!);
    // A parent's order for a child (issue 14): the enrolments taken back are the child's.
    const { started } = await this.enrolments.refundCareers(
      tx,
      { id: order.id, userId: order.forUserId ?? order.userId },
      ids,
    );
    if (started.length && !confirmStarted) {
      const names = picked.filter((l) => started.includes(l.careerId!)).map((l) => l.name);
      // Thrown inside the transaction: the careers taken above are given back by its rollback.
      throw conflict(ERROR_CODES.RefundCareerStarted, REFUND_MESSAGES.started(names.join(', ')));
    }
  }
}

function checkRefundable(order: OrderRow, invoiced: boolean): void {
  if (order.status !== 'FULFILLED') throw notAllowed(REFUND_MESSAGES.notFulfilled);
  if (!order.razorpayPaymentId || order.totalPaise === 0) throw notAllowed(REFUND_MESSAGES.nothingPaid);
  // The credit note reverses the invoice: none can be issued before it.
  if (!invoiced) throw notAllowed(REFUND_MESSAGES.invoiceNotIssued);
}

/** A course order is refunded whole: its one line is the course. */
function pickCourse(order: OrderRow, request: AdminRefundRequest, done: Set<string | null>, title: string): Picked[] {
  if (request.careerIds) throw badRequest(REFUND_MESSAGES.courseWhole);
  if (done.has(null)) throw conflict(ERROR_CODES.RefundAlreadyMade, REFUND_MESSAGES.wholeAlreadyRefunded);
  return [{ careerId: null, name: title, taxablePaise: order.subtotalPaise }];
}

/** The careers asked for (none: all not refunded yet), each refunded once. */
function pickCareers(
  orderLines: { careerId: string; name: string; unitPricePaise: number }[],
  request: AdminRefundRequest,
  done: Set<string | null>,
): Picked[] {
  const lines = orderLines.map((l) => ({ careerId: l.careerId, name: l.name, taxablePaise: l.unitPricePaise }));
  if (!request.careerIds) {
    const left = lines.filter((l) => !done.has(l.careerId));
    if (!left.length) throw conflict(ERROR_CODES.RefundAlreadyMade, REFUND_MESSAGES.wholeAlreadyRefunded);
    return left;
  }
  const wanted = new Set(request.careerIds.map((id) => id.toLowerCase()));
  const unknown = [...wanted].filter((id) => !lines.some((l) => l.careerId === id));
  if (unknown.length) throw badRequest(REFUND_MESSAGES.notInOrder(unknown.join(', ')));
  const picked = lines.filter((l) => wanted.has(l.careerId));
  const again = picked.filter((l) => done.has(l.careerId));
  if (again.length)
    throw conflict(ERROR_CODES.RefundAlreadyMade, REFUND_MESSAGES.alreadyRefunded(again.map((l) => l.name).join(', ')));
  return picked;
}
