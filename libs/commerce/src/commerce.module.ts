import { Module } from '@nestjs/common';
import { EnrolmentCoreModule } from '@app/enrolment';
import { InvoicingApiModule, InvoicingModule } from '@app/invoicing';
import { NotificationsModule } from '@app/notifications';
import { OrdersAdminController } from './admin/orders.admin.controller.js';
import { OrdersAdminRepository } from './admin/orders.admin.repository.js';
import { OrdersAdminService } from './admin/orders.admin.service.js';
import { OrderAttentionRepository } from './admin/order-attention.repository.js';
import { OrderAttentionService } from './admin/order-attention.service.js';
import { OrderStatsRepository } from './admin/order-stats.repository.js';
import { OrderStatsService } from './admin/order-stats.service.js';
import { CartController } from './cart.controller.js';
import { CapturePaymentHandler } from './commands/capture-payment.command.js';
import { FinaliseEnrolmentHandler } from './commands/finalise-enrolment.command.js';
import { CartRepository } from './cart.repository.js';
import { CartService } from './cart.service.js';
import { CourseController } from './course/course.controller.js';
import { CourseOrderPaidJob } from './course/course-order-paid.job.js';
import { CourseOrderService } from './course/course-order.service.js';
import { CourseOrdersRepository } from './course/course-orders.repository.js';
import { EnrolOrderJob } from './jobs/enrol-order.job.js';
import { OrderReceiptJob } from './jobs/order-receipt.job.js';
import { ReconcilePaymentsJob } from './jobs/reconcile-payments.job.js';
import { BillingStateService } from './payments/billing-state.service.js';
import { PaymentService } from './payments/payment.service.js';
import { PaymentVerificationService } from './payments/payment-verification.service.js';
import { PaymentWebhookService } from './payments/payment-webhook.service.js';
import { PaymentsController } from './payments/payments.controller.js';
import { PaymentsRepository } from './payments/payments.repository.js';
import { PurchaseHistoryService } from './payments/purchase-history.service.js';
import { PAYMENT_GATEWAY, RazorpayGateway } from './payments/razorpay.client.js';
import { RazorpayOrdersService } from './payments/razorpay-orders.service.js';
import { OpenOrdersService } from './payments/open-orders.service.js';
import { AdminRefundService } from './refunds/admin-refund.service.js';
import { CreditNoteIssuedJob } from './refunds/credit-note-issued.job.js';
import { PaymentRefundedJob } from './refunds/payment-refunded.job.js';
import { RefundPaymentJob } from './refunds/refund-payment.job.js';
import { RefundRequestsService } from './refunds/refund-requests.service.js';
import { RefundsRepository } from './refunds/refunds.repository.js';

const gateway = { provide: PAYMENT_GATEWAY, useClass: RazorpayGateway };

/** API side of commerce: the server cart, orders and payments, and the console's `orders` resource. */
@Module({
  imports: [InvoicingApiModule, EnrolmentCoreModule],
  controllers: [CartController, PaymentsController, CourseController, OrdersAdminController],
  providers: [
    CartRepository,
    CartService,
    PaymentsRepository,
    RefundsRepository,
    RefundRequestsService,
    RazorpayOrdersService,
    PaymentVerificationService,
    CapturePaymentHandler,
    OpenOrdersService,
    PaymentService,
    PaymentWebhookService,
    PurchaseHistoryService,
    gateway,
    BillingStateService,
    CourseOrdersRepository,
    CourseOrderService,
    OrdersAdminRepository,
    OrdersAdminService,
    AdminRefundService,
    OrderStatsRepository,
    OrderStatsService,
    OrderAttentionRepository,
    OrderAttentionService,
  ],
  exports: [CartService, BillingStateService, PurchaseHistoryService, OrderStatsService, OrderAttentionService],
})
export class CommerceModule {}

/** Worker side: enrolment of paid orders, receipts (once invoicing has issued the invoice), refunds, and the payment reconciler. */
@Module({
  imports: [NotificationsModule, InvoicingModule, EnrolmentCoreModule],
  providers: [
    PaymentsRepository,
    RefundsRepository,
    RefundRequestsService,
    RazorpayOrdersService,
    PaymentVerificationService,
    CapturePaymentHandler,
    FinaliseEnrolmentHandler,
    gateway,
    EnrolOrderJob,
    OrderReceiptJob,
    ReconcilePaymentsJob,
    CourseOrdersRepository,
    CourseOrderPaidJob,
    RefundPaymentJob,
    PaymentRefundedJob,
    CreditNoteIssuedJob,
  ],
})
export class CommerceJobsModule {}
