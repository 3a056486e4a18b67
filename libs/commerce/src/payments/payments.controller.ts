import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Post,
  Put,
  Query,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, parseOrThrow } from '@app/common';
import {
  CART_MESSAGES,
  enrolmentStateResponseSchema,
  PAYMENT_MESSAGES,
  paymentOrderRequestSchema,
  paymentOrderResponseSchema,
  purchaseHistoryResponseSchema,
  type EnrolmentStateResponse,
  type PaymentOrderResponse,
  type PurchaseHistoryResponse,
} from '@app/contracts';
import { RequiresConsent } from '@app/consent';
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { CartUserQueryDto } from '../cart.dto.js';
import { CartService } from '../cart.service.js';
import { PaymentConfirmationDto, PaymentSaveQueryDto } from './payments.dto.js';
import { PaymentService } from './payment.service.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { PurchaseHistoryService } from './purchase-history.service.js';

/** The payment calls of the spec (section 7) and Razorpay's webhook. */
@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentService,
    private readonly carts: CartService,
    private readonly history: PurchaseHistoryService,
    private readonly webhooks: PaymentWebhookService,
  ) {}

  @Get('payment/orders')
  @Auth('student', 'parent')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Purchase History: the caller's orders, newest first, with careers and amounts (rupees)" })
  @ApiZodResponse(200, purchaseHistoryResponseSchema)
  orders(@CurrentUser() { user }: Principal, @Query() _query: CartUserQueryDto): Promise<PurchaseHistoryResponse> {
    return this.history.ofUser(user.id);
  }

  @Post('payment/order')
  @RequiresConsent()
  @Auth('student', 'parent', 'campus_student')
  @ApiOperation({
    summary: "Order the cart at the server's prices + 18% GST (paise); any amount in the body is ignored",
  })
  @ApiZodBody(paymentOrderRequestSchema, {
    required: false,
    description:
      "Only billingState (the buyer's state for the GST invoice; required when the profile has none) and forUserId (a parent's linked child the careers are for) are read; amounts are ignored",
  })
  @ApiZodResponse(201, paymentOrderResponseSchema, 'The order to pay (or a free one, already paid)')
  @ApiErrorResponses({
    400: `${PAYMENT_MESSAGES.emptyCart}, or no billing state`,
    403: `${CART_MESSAGES.campusStudent}, or NOT_LINKED_CHILD (forUserId is not the parent's linked child), or PARENTAL_CONSENT_REQUIRED (the caller, or the child forUserId names, is under 18 without a parent's consent)`,
    409: `${PAYMENT_MESSAGES.alreadyEnrolled} (the careers' ids in \`errors[].field\`)`,
    502: PAYMENT_MESSAGES.providerUnavailable,
  })
  createOrder(
    @CurrentUser() { user }: Principal,
    @Query() _query: CartUserQueryDto,
    @Body() body: unknown,
  ): Promise<PaymentOrderResponse> {
    this.carts.assertBuyer(user);
    // Whatever else the body holds (the spec's amount and lines) stays unread; a body that is no object is none.
    const { billingState, forUserId } = parseOrThrow(
      paymentOrderRequestSchema,
      body && typeof body === 'object' && !Array.isArray(body) ? body : {},
    );
    return this.payments.createOrder(user, billingState, forUserId);
  }

  @Put('payment/save')
  @Auth('student', 'parent', 'campus_student')
  @ApiOperation({
    summary: "Confirm a payment with the checkout's razorpay_payment_id, razorpay_order_id, razorpay_signature",
  })
  @ApiZodResponse(200, enrolmentStateResponseSchema, 'Paid; the careers are being enrolled')
  @ApiErrorResponses({
    400: `${PAYMENT_MESSAGES.verificationFailed}: a bad signature, or a payment Razorpay does not know, of another order or not captured`,
    403: CART_MESSAGES.campusStudent,
    404: PAYMENT_MESSAGES.orderNotFound,
    409: 'ORDER_REPLACED or PAYMENT_REFUNDED: the payment could not pay this order (replaced, paid already, owned, another amount) and is refunded',
    503: 'PAYMENT_PROVIDER_UNAVAILABLE: Razorpay could not be asked about the payment; nothing changed, try again later',
  })
  save(
    @CurrentUser() { user }: Principal,
    @Query() query: PaymentSaveQueryDto,
    @Body() body: PaymentConfirmationDto,
  ): Promise<EnrolmentStateResponse> {
    this.carts.assertBuyer(user);
    return this.payments.confirm(user.id, query.orderId, body);
  }

  /** Razorpay's webhook: no token; the signature over the raw body is the authentication. */
  @Post('payment/webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-razorpay-signature') signature?: string,
    @Headers('x-razorpay-event-id') eventId?: string,
  ): Promise<{ status: string }> {
    return this.webhooks.receive(request.rawBody, signature, eventId);
  }

  @Post('platform/cart/enroll')
  @HttpCode(200)
  @Auth('student', 'parent', 'campus_student')
  @ApiOperation({ summary: "State of the user's latest order: pending, failed, paid or enrolled (with its careers)" })
  @ApiZodResponse(200, enrolmentStateResponseSchema)
  @ApiErrorResponses({ 403: CART_MESSAGES.campusStudent, 404: PAYMENT_MESSAGES.noOrder })
  enroll(@CurrentUser() { user }: Principal, @Query() _query: CartUserQueryDto): Promise<EnrolmentStateResponse> {
    this.carts.assertBuyer(user);
    return this.payments.latestState(user.id);
  }
}
