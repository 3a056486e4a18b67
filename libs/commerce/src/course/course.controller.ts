import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  COURSE_MESSAGES,
  courseOrderResponseSchema,
  coursePaymentResponseSchema,
  courseSeatResponseSchema,
  PAYMENT_MESSAGES,
  type CourseOrderResponse,
  type CoursePaymentResponse,
  type CourseSeatResponse,
} from '@app/contracts';
import { ApiErrorResponses, ApiZodResponse, ParseIdPipe } from '@app/common';
import { RequiresConsent } from '@app/consent';
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { PaymentConfirmationDto } from '../payments/payments.dto.js';
import { CourseOrderDto } from './course.dto.js';
import { CourseOrderService } from './course-order.service.js';

/**
 * The certification course purchase (spec section 7). GET /course/certification/{id} is the catalogue's;
 * `order` is a static segment, so POST /course/order never reaches POST /course/{_id}.
 */
@ApiTags('course')
@Controller('course')
export class CourseController {
  constructor(private readonly orders: CourseOrderService) {}

  @Post('order')
  @RequiresConsent()
  @Auth()
  @ApiOperation({
    summary:
      "Order a seat of the course at the server's price + 18% GST (paise); the body's amount is ignored; type 0 (early-bird) is refused while closed",
  })
  @ApiZodResponse(201, courseOrderResponseSchema, 'The order to pay')
  @ApiErrorResponses({
    400: `${COURSE_MESSAGES.earlyBirdClosed}, or no billing state`,
    403: COURSE_MESSAGES.campusStudent,
    404: COURSE_MESSAGES.courseNotFound,
    409: COURSE_MESSAGES.alreadyBought,
    502: PAYMENT_MESSAGES.providerUnavailable,
  })
  createOrder(@CurrentUser() { user }: Principal, @Body() body: CourseOrderDto): Promise<CourseOrderResponse> {
    return this.orders.createOrder(user, body);
  }

  @Get(':id/seat')
  @Auth()
  @ApiOperation({ summary: 'Whether the caller owns a seat of the course (the course page shows it instead of Buy)' })
  @ApiParam({ name: 'id', description: 'The course id' })
  @ApiZodResponse(200, courseSeatResponseSchema)
  @ApiErrorResponses({ 404: COURSE_MESSAGES.courseNotFound })
  seat(@CurrentUser() { user }: Principal, @Param('id', ParseIdPipe) id: string): Promise<CourseSeatResponse> {
    return this.orders.seat(user.id, id);
  }

  @Post(':id')
  @HttpCode(200)
  @Auth()
  @ApiOperation({
    summary:
      "Confirm the payment of the caller's course order with the checkout's razorpay_payment_id, razorpay_order_id, razorpay_signature",
  })
  @ApiParam({ name: 'id', description: 'Our course order id (`_id` of the order answer)' })
  @ApiZodResponse(200, coursePaymentResponseSchema, 'Paid; the seat follows from the worker')
  @ApiErrorResponses({
    400: `${PAYMENT_MESSAGES.verificationFailed}: a bad signature, or a payment Razorpay does not know, of another order or not captured`,
    403: COURSE_MESSAGES.campusStudent,
    404: COURSE_MESSAGES.orderNotFound,
    409: 'ORDER_REPLACED or PAYMENT_REFUNDED: the payment could not pay this order (replaced, paid already, owned, another amount) and is refunded',
    503: 'PAYMENT_PROVIDER_UNAVAILABLE: Razorpay could not be asked about the payment; nothing changed, try again later',
  })
  confirm(
    @CurrentUser() { user }: Principal,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: PaymentConfirmationDto,
  ): Promise<CoursePaymentResponse> {
    return this.orders.confirm(user, id, body);
  }
}
