import { Injectable } from '@nestjs/common';
import { checkoutExpired, paiseToRupees, type PurchaseHistoryResponse } from '@app/contracts';
import { CreditNoteService, InvoiceService } from '@app/invoicing';
import { RefundsRepository } from '../refunds/refunds.repository.js';
import { PaymentsRepository } from './payments.repository.js';

/** Enough for any real buyer's history on one page; older orders stay in the database. */
const HISTORY_LIMIT = 100;

@Injectable()
export class PurchaseHistoryService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly invoices: InvoiceService,
    private readonly refunds: RefundsRepository,
    private readonly creditNotes: CreditNoteService,
  ) {}

  async ofUser(userId: string): Promise<PurchaseHistoryResponse> {
    const history = await this.payments.historyOfUser(userId, HISTORY_LIMIT);
    const ids = history.map(({ order }) => order.id);
    const forIds = [...new Set(history.flatMap(({ order }) => (order.forUserId ? [order.forUserId] : [])))];
    const [invoices, refunded, notes, children] = await Promise.all([
      this.invoices.summaries(ids),
      this.refunds.totalsOf(ids),
      this.creditNotes.ofOrders(ids),
      this.payments.namesOf(forIds),
    ]);
    const forUser = (id: string | null) => {
      const name = id ? children.get(id) : undefined;
      return id && name ? { userId: id, ...name } : null;
    };
    return history.map(({ order, lines, courseTitle }) => ({
      _id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status === 'CREATED' && checkoutExpired(order.createdAt) ? ('EXPIRED' as const) : order.status,
      amount: paiseToRupees(order.totalPaise),
      subtotal: paiseToRupees(order.subtotalPaise),
      gst: paiseToRupees(order.gstPaise),
      careers: lines.map((l) => ({ careerId: l.careerId, name: l.name, unit_price: paiseToRupees(l.unitPricePaise) })),
      course: order.courseId && courseTitle ? { id: order.courseId, title: courseTitle } : null,
      invoice: invoices.has(order.id)
        ? { serial: invoices.get(order.id)!.serial, issuedAt: invoices.get(order.id)!.issuedAt.toISOString() }
        : null,
      refunded: paiseToRupees(refunded.get(order.id) ?? 0),
      forUser: forUser(order.forUserId),
      creditNotes: notes
        .filter((n) => n.orderId === order.id)
        .map((n) => ({
          id: n.id,
          serial: n.serial,
          issuedAt: n.issuedAt.toISOString(),
          total: paiseToRupees(n.totalPaise),
        })),
    }));
  }
}
