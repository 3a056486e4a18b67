import { Injectable, Logger } from '@nestjs/common';
import { formatRupees, GST_PERCENT } from '@app/contracts';
import { InvoiceService } from '@app/invoicing';
import { escapeHtml, MailService } from '@app/notifications';
import { JobHandler, type HandlesJob, type JobContext, type JobPayload } from '@app/queue';
import { PaymentsRepository } from '../payments/payments.repository.js';

const stamp = (d: Date) =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** The buyer's receipt once the careers of an order are enrolled (one per order: the job id is the key). */
@Injectable()
@JobHandler('EnrolmentFinalised')
export class OrderReceiptJob implements HandlesJob<'EnrolmentFinalised'> {
  private readonly logger = new Logger(OrderReceiptJob.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly mail: MailService,
    private readonly invoices: InvoiceService,
  ) {}

  async handle({ orderId }: JobPayload<'EnrolmentFinalised'>, { jobId }: JobContext): Promise<void> {
    const receipt = await this.payments.receipt(orderId);
    if (!receipt) return this.logger.warn(`Order ${orderId} does not exist; no receipt`);
    const { order, email, firstName, lines } = receipt;
    const when = stamp(order.paidAt ?? order.createdAt);
    // The GST tax invoice, issued here once the order is fulfilled (idempotent: a retried job gets the same one),
    // in its own short transaction rather than the enrolment's, so enrolments never queue on the serial counter.
    const invoice = await this.invoices.issueFor(orderId);
    const attachment = await this.invoices.pdf(invoice);
    const invoiceNote = `Your GST tax invoice ${invoice.serial} is attached (also in Purchase History).`;
    const totals: [string, string][] = [
      ['Subtotal', formatRupees(order.subtotalPaise)],
      [`GST (${GST_PERCENT}%)`, formatRupees(order.gstPaise)],
      ['Total paid', formatRupees(order.totalPaise)],
    ];
    const facts: [string, string][] = [
      ['Order', order.id],
      ...(order.razorpayPaymentId ? ([['Payment', order.razorpayPaymentId]] as [string, string][]) : []),
      ['Date', when],
    ];
    const text = [
      `Hello ${firstName},`,
      '',
      'Thank you for your purchase. These careers are now enrolled in your account:',
      '',
      ...lines.map((l) => `  ${l.name}: ${formatRupees(l.totalPricePaise)}`),
      '',
      ...totals.map(([k, v]) => `${k}: ${v}`),
      '',
      ...facts.map(([k, v]) => `${k}: ${v}`),
      '',
      invoiceNote,
      '',
      'Start from your dashboard: My Careers.',
      '',
      'Disha Careers',
    ].join('\n');
    const cell = 'style="padding:4px 12px 4px 0"';
    const rows = lines
      .map(
        (l) =>
          `<tr><td ${cell}>${escapeHtml(l.name)}</td><td align="right">${formatRupees(l.totalPricePaise)}</td></tr>`,
      )
      .join('');
    const totalRows = totals
      .map(([k, v]) => `<tr><th align="left" ${cell}>${escapeHtml(k)}</th><th align="right">${v}</th></tr>`)
      .join('');
    const factRows = facts
      .map(([k, v]) => `<tr><td ${cell}>${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`)
      .join('');
    const html = `<div style="font-family:Arial,sans-serif;font-size:14px">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Thank you for your purchase. These careers are now enrolled in your account:</p>
<table style="border-collapse:collapse">${rows}${totalRows}</table>
<p></p><table style="border-collapse:collapse;color:#555">${factRows}</table>
<p>${escapeHtml(invoiceNote)}</p>
<p>Start from your dashboard: My Careers.</p><p>Disha Careers</p></div>`;
    await this.mail.send({
      key: `receipt:${jobId}`,
      attachments: [{ filename: attachment.filename, content: attachment.pdf, contentType: 'application/pdf' }],
      to: email,
      subject: `Your Disha Careers receipt: ${formatRupees(order.totalPaise)} for ${lines.length} career${lines.length === 1 ? '' : 's'}`,
      text,
      html,
    });
  }
}
