import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { indianStateByName } from '@app/contracts';
import type { InvoiceLine, Transaction } from '@app/db';
import { Outbox } from '@app/queue';
import { financialYearOf, invoiceFilename, invoiceSerial } from './financial-year.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { splitGst } from './gst-split.js';
import { InvoicesRepository, type InvoiceRow } from './invoices.repository.js';

/** Services Accounting Code of "commercial training and coaching services" (education support). */
export const SAC_CODE = '999293';

/**
 * Issues the GST tax invoice of a paid order once it is fulfilled, in a short transaction of its own (the
 * invoicing job calls `issueFor`): the year's counter row is the one hot row every invoice takes, so it is taken
 * last and held only until that commit. A rollback gives its number back: serials have no gaps.
 */
@Injectable()
export class InvoiceService {
  private readonly logger = new Logger(InvoiceService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: InvoicesRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The order's invoice: the one already issued, or a new one. It keeps (snapshots) the supplier, the buyer, the
   * lines and the amounts as they are now. `at` is the invoice date (it decides the financial year). A new
   * invoice is announced (InvoiceIssued, the buyer's mail) in its own transaction, so once per order: an
   * invoice found already issued announces nothing.
   */
  issueFor(orderId: string, at: Date = new Date()): Promise<InvoiceRow> {
    return this.repository.transaction((tx) => this.issue(tx, orderId, at));
  }

  async issue(tx: Transaction, orderId: string, at: Date = new Date()): Promise<InvoiceRow> {
    const found = await this.repository.lockOrderWithBuyer(tx, orderId);
    if (!found) throw new Error(`Order ${orderId} does not exist; no invoice`);
    // Read after the lock: a concurrent issue for this order has committed by now, and is found.
    const existing = await this.repository.findByOrder(orderId, tx);
    if (existing) return existing;
    const { order, buyer } = found;
    if (order.status !== 'PAID' && order.status !== 'FULFILLED')
      throw new Error(`Order ${orderId} is ${order.status}; only a paid order gets an invoice`);

    const supplier = this.config.invoice;
    // The state chosen at checkout, else the profile's. Orders made before checkout asked for it may have
    // neither: the invoice then names the supplier's state (a supply within the state, CGST + SGST).
    const state = indianStateByName(order.billingState) ?? indianStateByName(buyer.state);
    if (!state)
      this.logger.warn(
        `Order ${orderId}: the buyer's state is not known; invoicing it as a supply within ${supplier.supplierState}`,
      );
    const buyerState = state ?? { name: supplier.supplierState, code: supplier.supplierStateCode };

    const lines = await this.lines(tx, order);
    const taxes = splitGst(order.subtotalPaise, order.gstPaise, buyerState.code === supplier.supplierStateCode);
    const financialYear = financialYearOf(at);
    // Its announcement (the buyer's mail) commits or rolls back with it; written before the counter is taken.
    await this.outbox.append(tx, 'InvoiceIssued', { orderId });
    // Last before the insert: from here to the commit every other invoice waits for this one.
    const sequence = await this.repository.nextSequence(tx, financialYear);
    return this.repository.insert(tx, {
      orderId,
      serial: invoiceSerial(supplier.serialPrefix, financialYear, sequence),
      financialYear,
      sequence,
      issuedAt: at,
      supplierName: supplier.supplierName,
      supplierAddress: supplier.supplierAddress,
      supplierGstin: supplier.supplierGstin,
      supplierStateCode: supplier.supplierStateCode,
      buyerName: `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.username,
      buyerState: buyerState.name,
      buyerStateCode: buyerState.code,
      sac: SAC_CODE,
      lines,
      taxablePaise: order.subtotalPaise,
      ...taxes,
      totalPaise: order.totalPaise,
    });
  }

  findByOrder(orderId: string): Promise<InvoiceRow | undefined> {
    return this.repository.findByOrder(orderId);
  }

  /** The order's owner and its invoice (null until the payment is received); undefined for an unknown order. */
  ofOrder(orderId: string): Promise<{ userId: string; invoice: InvoiceRow | null } | undefined> {
    return this.repository.orderWithInvoice(orderId);
  }

  /** The invoice's PDF and the name it is downloaded and attached under. */
  async pdf(invoice: InvoiceRow): Promise<{ filename: string; pdf: Buffer }> {
    return { filename: invoiceFilename(invoice.serial), pdf: await renderInvoicePdf(invoice) };
  }

  summaries(orderIds: string[]): Promise<Map<string, { serial: string; issuedAt: Date }>> {
    return this.repository.summaries(orderIds);
  }

  private async lines(
    tx: Transaction,
    order: { id: string; kind: 'CAREERS' | 'COURSE'; courseId: string | null; subtotalPaise: number },
  ): Promise<InvoiceLine[]> {
    if (order.kind === 'COURSE') {
      const title = order.courseId ? await this.repository.courseTitle(tx, order.courseId) : undefined;
      return [{ description: title ?? 'Certification course', amountPaise: order.subtotalPaise }];
    }
    return this.repository.careerLines(tx, order.id);
  }
}
