import { BadRequestException, Body, Controller, Delete, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CART_MESSAGES,
  cartResponseSchema,
  enrolledCheckResponseSchema,
  localCartItemSchema,
  type CartResponse,
  type EnrolledCheckResponse,
} from '@app/contracts';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, parseOrThrow } from '@app/common';
import { Auth, CurrentUser, type Principal } from '@app/identity';
import { CartAddQueryDto, CartCareersDto, CartUserQueryDto } from './cart.dto.js';
import { CartService } from './cart.service.js';

/**
 * The server cart (spec section 7). Campus students pass @Auth so they hear why they are refused; the
 * userId query must be the caller's own (UserIdQueryGuard), and the caller is the cart's owner.
 */
@ApiTags('cart')
@Controller('platform/cart')
@Auth('student', 'parent', 'campus_student')
@ApiErrorResponses({ 403: CART_MESSAGES.campusStudent })
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The cart, oldest line first: [{ careerId, instance, career }]' })
  @ApiZodResponse(200, cartResponseSchema)
  list(@CurrentUser() { user }: Principal, @Query() _query: CartUserQueryDto): Promise<CartResponse> {
    this.carts.assertBuyer(user);
    return this.carts.list(user.id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a career (idempotent); a local-cart body is accepted, its prices ignored' })
  @ApiZodBody(localCartItemSchema, {
    required: false,
    description: 'A local-cart item: only `id` is read, when the query has no careerId',
  })
  @ApiZodResponse(201, cartResponseSchema, 'The whole cart')
  @ApiErrorResponses({
    404: CART_MESSAGES.careerNotFound,
    409: `${CART_MESSAGES.alreadyEnrolled}, or the cart is full`,
  })
  add(
    @CurrentUser() { user }: Principal,
    @Query() query: CartAddQueryDto,
    @Body() body: unknown,
  ): Promise<CartResponse> {
    this.carts.assertBuyer(user);
    const item = parseOrThrow(localCartItemSchema, body ?? {});
    const careerId = query.careerId ?? item.id;
    if (!careerId)
      throw new BadRequestException({
        message: CART_MESSAGES.careerIdRequired,
        errors: [{ field: 'careerId', message: CART_MESSAGES.careerIdRequired }],
      });
    return this.carts.add(user.id, careerId);
  }

  @Delete()
  @ApiOperation({ summary: 'Remove careers; ids not in the cart are ignored' })
  @ApiZodResponse(200, cartResponseSchema, 'The whole cart')
  remove(
    @CurrentUser() { user }: Principal,
    @Query() _query: CartUserQueryDto,
    @Body() body: CartCareersDto,
  ): Promise<CartResponse> {
    this.carts.assertBuyer(user);
    return this.carts.remove(user.id, body.careers);
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOperation({ summary: "Merge a visitor's local cart at login; unknown and enrolled careers are skipped" })
  @ApiZodResponse(200, cartResponseSchema, 'The whole cart')
  merge(
    @CurrentUser() { user }: Principal,
    @Query() _query: CartUserQueryDto,
    @Body() body: CartCareersDto,
  ): Promise<CartResponse> {
    this.carts.assertBuyer(user);
    return this.carts.merge(user.id, body.careers);
  }

  @Post('enrolled')
  @HttpCode(200)
  @ApiOperation({ summary: 'Of the given careers, those already enrolled: [{ careerId: { $oid } }]' })
  @ApiZodResponse(200, enrolledCheckResponseSchema)
  enrolled(
    @CurrentUser() { user }: Principal,
    @Query() _query: CartUserQueryDto,
    @Body() body: CartCareersDto,
  ): Promise<EnrolledCheckResponse> {
    this.carts.assertBuyer(user);
    return this.carts.enrolled(user.id, body.careers);
  }
}
