import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  courseOrderRequestSchema,
  paymentConfirmationSchema,
  type CourseOrderResponse,
  type CoursePaymentResponse,
} from '@app/contracts';
import { ParseIdPipe } from '@app/common';
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
  @Auth()
  @ApiOperation({
    summary:
      "Order a seat of the course at the server's price + 18% GST (paise); the body's amount is ignored; type 0 (early-bird) is refused while closed",
  })
  @ApiBody({ schema: z.toJSONSchema(courseOrderRequestSchema, { io: 'input', unrepresentable: 'any' }) as object })
  createOrder(@CurrentUser() { user }: Principal, @Body() body: CourseOrderDto): Promise<CourseOrderResponse> {
    return this.orders.createOrder(user, body);
  }

  @Post(':id')
  @HttpCode(200)
  @Auth()
  @ApiOperation({
    summary:
      "Confirm the payment of the caller's course order with the checkout's razorpay_payment_id, razorpay_order_id, razorpay_signature",
  })
  @ApiParam({ name: 'id', description: 'Our course order id (`_id` of the order answer)' })
  @ApiBody({ schema: z.toJSONSchema(paymentConfirmationSchema, { io: 'input' }) as object })
  confirm(
    @CurrentUser() { user }: Principal,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: PaymentConfirmationDto,
  ): Promise<CoursePaymentResponse> {
    return this.orders.confirm(user, id, body);
  }
}
