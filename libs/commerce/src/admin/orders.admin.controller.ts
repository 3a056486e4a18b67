import { Body, Get, Header, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  AdminAction,
  AdminController,
  ApiAdminList,
  Audit,
  listResponse,
  type AdminList,
  type AuditActor,
} from '@app/admin-kit';
import { ApiErrorResponses, attachment, ApiZodBody, ApiZodResponse, ParseIdPipe } from '@app/common';
import {
  adminOrderDetailSchema,
  adminOrderRefundSchema,
  adminOrderSchema,
  adminRefundRequestSchema,
  ORDER_FILTERS,
  ORDER_SORTS,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderRefund,
} from '@app/contracts';
import { RefundRequestDto } from './orders.admin.dto.js';
import { OrdersAdminService } from './orders.admin.service.js';

const SPEC = { sortable: ORDER_SORTS, defaultSort: ['createdAt', 'DESC'], filters: ORDER_FILTERS } as const;
const orderParam = ApiParam({ name: 'id', format: 'uuid' });

/** The console's `orders` resource: admins look orders up for support, and refund them. */
@AdminController('orders')
export class OrdersAdminController {
  constructor(private readonly orders: OrdersAdminService) {}

  @Get()
  @ApiAdminList(adminOrderSchema)
  @ApiOperation({
    summary:
      "Orders, newest first (filter: q = part of the buyer's e-mail or an exact order, Razorpay order or payment id; status, kind, userId, createdAt_gte, createdAt_lte, total_gte and total_lte in rupees, id)",
  })
  list(@Query() query: Record<string, unknown>): Promise<AdminList<AdminOrder>> {
    return listResponse(query, SPEC, (parsed) => this.orders.list(parsed));
  }

  @Get(':id')
  @orderParam
  @ApiZodResponse(200, adminOrderDetailSchema)
  @ApiErrorResponses({ 404: 'NOT_FOUND: no such order' })
  @ApiOperation({
    summary: 'One order: lines, Razorpay ids, webhooks received, enrolments, invoice and refunds (an audited read)',
  })
  show(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<AdminOrderDetail> {
    return this.orders.get(id, actor);
  }

  @Get(':id/invoice')
  @orderParam
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description: 'The GST tax invoice, as an attachment',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({ 404: 'NOT_FOUND: no such order, or its invoice is not issued yet' })
  @ApiOperation({ summary: "The order's GST tax invoice (PDF), as the buyer got it (an audited read)" })
  async invoice(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<StreamableFile> {
    const { filename, pdf } = await this.orders.invoicePdf(id, actor);
    return attachment(pdf, filename);
  }

  @Post(':id/refund')
  @AdminAction('refund')
  @orderParam
  @ApiZodBody(adminRefundRequestSchema)
  @ApiZodResponse(201, adminOrderRefundSchema)
  @ApiErrorResponses({
    400: 'VALIDATION_FAILED: no reason, careers not in the order, careers named for a course order',
    404: 'NOT_FOUND: no such order',
    409: 'REFUND_NOT_ALLOWED (not fulfilled, nothing paid, no invoice yet, under ₹1), REFUND_ALREADY_MADE (a career or the whole order is refunded already: a retry or a second click), REFUND_CAREER_STARTED (send confirmStarted: true to refund it anyway)',
  })
  @ApiOperation({
    summary:
      'Refund the whole order (no careerIds) or some of its careers, with a reason: through Razorpay, with a GST credit note; careers not started are taken back (audited)',
  })
  refund(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: RefundRequestDto,
    @Audit() actor: AuditActor,
  ): Promise<AdminOrderRefund> {
    return this.orders.refund(id, body, actor);
  }
}
