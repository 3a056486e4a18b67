import { Controller, Get, Header, NotFoundException, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, attachment } from '@app/common';
import { PAYMENT_MESSAGES } from '@app/contracts';
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { CreditNoteService } from './credit-notes/credit-note.service.js';
import { InvoiceService } from './invoice.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pdfFile = ({ filename, pdf }: { filename: string; pdf: Buffer }) => attachment(pdf, filename);

/** The GST tax invoice and credit notes of one of the caller's orders, as the PDFs their e-mails carried. */
@ApiTags('payments')
@Controller('payment/orders')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoiceService,
    private readonly creditNotes: CreditNoteService,
  ) {}

  @Get(':orderId/invoice')
  @Auth()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description: 'The GST tax invoice, as an attachment',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({
    404: `${PAYMENT_MESSAGES.invoiceNotFound} (another's or an unknown order), or ${PAYMENT_MESSAGES.invoiceNotReady.toLowerCase()}`,
  })
  @ApiOperation({
    summary: "The order's GST tax invoice (PDF); 404 for another's or an unknown order, and before the payment",
  })
  async invoice(@CurrentUser() { user }: Principal, @Param('orderId') orderId: string): Promise<StreamableFile> {
    // Another user's order answers exactly as an unknown one, so order ids cannot be probed.
    const found = UUID.test(orderId) ? await this.invoices.ofOrder(orderId.toLowerCase()) : undefined;
    if (!found || found.userId !== user.id) throw new NotFoundException(PAYMENT_MESSAGES.invoiceNotFound);
    if (!found.invoice) throw new NotFoundException(PAYMENT_MESSAGES.invoiceNotReady);
    return pdfFile(await this.invoices.pdf(found.invoice));
  }

  @Get(':orderId/credit-notes/:creditNoteId')
  @Auth()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description: 'The GST credit note, as an attachment',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({ 404: `${PAYMENT_MESSAGES.creditNoteNotFound} (another's, an unknown one, or another order's)` })
  @ApiOperation({ summary: "A credit note of the caller's order (PDF), as its e-mail carried it" })
  async creditNote(
    @CurrentUser() { user }: Principal,
    @Param('orderId') orderId: string,
    @Param('creditNoteId') creditNoteId: string,
  ): Promise<StreamableFile> {
    // Another user's note answers exactly as an unknown one.
    const ids = UUID.test(orderId) && UUID.test(creditNoteId);
    const found = ids ? await this.invoices.ofOrder(orderId.toLowerCase()) : undefined;
    const note = found?.userId === user.id ? await this.creditNotes.find(creditNoteId.toLowerCase()) : undefined;
    if (!note || note.orderId !== orderId.toLowerCase())
      throw new NotFoundException(PAYMENT_MESSAGES.creditNoteNotFound);
    return pdfFile(await this.creditNotes.pdf(note));
  }
}
