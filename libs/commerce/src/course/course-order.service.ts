import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import {
  COURSE_MESSAGES,
  orderAmounts,
  type CourseOrderInput,
  type CourseOrderResponse,
  type CoursePaymentResponse,
  type CoursePriceType,
  type CourseSeatResponse,
  type PaymentConfirmation,
} from '@app/contracts';
import { lockUser, type UserRow } from '@app/identity';
import { BillingStateService } from '../payments/billing-state.service.js';
import { OpenOrdersService } from '../payments/open-orders.service.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { RazorpayOrdersService } from '../payments/razorpay-orders.service.js';
import { CourseOrdersRepository, type CourseRow } from './course-orders.repository.js';

type Buyer = Pick<UserRow, 'id' | 'role' | 'state'>;

/**
 * The certification course purchase (spec sections 4 and 7). A course order is an `orders` row of kind
 * COURSE at the server's price + 18% GST; it is paid by the same capture as a cart order (this confirmation,
 * the webhook or the reconciler, whichever comes first), and the worker gives the seat.
 */
@Injectable()
export class CourseOrderService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly courses: CourseOrdersRepository,
    private readonly payments: PaymentsRepository,
    private readonly razorpayOrders: RazorpayOrdersService,
    private readonly billingStates: BillingStateService,
    private readonly openOrders: OpenOrdersService,
  ) {}

  /** Whether the user owns a seat of the course: the course page offers no purchase then. */
  async seat(userId: string, courseId: string): Promise<CourseSeatResponse> {
    if (!(await this.courses.findCourse(courseId))) throw new NotFoundException(COURSE_MESSAGES.courseNotFound);
    return { owned: await this.courses.hasSeat(userId, courseId) };
  }

  /** Everyone signed in may buy the course but campus students (their school runs their guidance). */
  assertBuyer(user: Pick<UserRow, 'role'>): void {
    if (user.role === 'campus_student') throw new ForbiddenException(COURSE_MESSAGES.campusStudent);
  }

  /**
   * POST /course/order: stores the order at the course's current price (the body's amount is ignored), then
   * makes its Razorpay order. As for the cart, the order is committed before Razorpay is called, and an
   * order whose Razorpay order could not be made is marked FAILED (502); an open order for the same course and
   * price is reused, another open course order is replaced.
   */
  async createOrder(user: Buyer, input: CourseOrderInput): Promise<CourseOrderResponse> {
    this.assertBuyer(user);
    const { id: courseId, type } = input.course;
    const order = await this.courses.transaction(async (tx) => {
      // Serialises a user's course orders (the seat check and the order insert), like the cart's writes.
      await lockUser(tx, user.id);
      const course = await this.courses.findCourse(courseId, tx);
      if (!course) throw new NotFoundException(COURSE_MESSAGES.courseNotFound);
      const pricePaise = this.priceOf(course, type);
      if (await this.courses.hasSeat(user.id, course.id, tx))
        throw new ConflictException(COURSE_MESSAGES.alreadyBought);
      const billingState = await this.billingStates.resolve(tx, user, input.billingState);
      const amounts = orderAmounts([pricePaise]);
      // The same course at the same price, type and billing state: the open order again (two tabs pay one Razorpay order).
      const open = await this.openOrders.reuseOrReplace(
        tx,
        user.id,
        'COURSE',
        (o) =>
          o.courseId === course.id &&
          o.courseType === type &&
          o.totalPaise === amounts.totalPaise &&
          o.billingState === billingState,
      );
      if (open) return open;
      return this.courses.insertOrder(tx, {
        userId: user.id,
        courseId: course.id,
        courseType: type,
        billingState,
        ...amounts,
      });
    });

    const id = await this.razorpayOrders.razorpayOrderOf(order, {
      orderId: order.id,
      userId: user.id,
      courseId,
      courseType: String(type),
    });
    return {
      status: 1,
      data: {
        amount: order.totalPaise,
        id,
        currency: 'INR',
        _id: order.id,
        course: { id: courseId, type },
        key: this.config.payments.keyId,
        checkoutScript: this.config.payments.checkoutUrl,
        subtotal: order.subtotalPaise,
        gst: order.gstPaise,
      },
    };
  }

  /**
   * POST /course/{_id}: the checkout's handler fields, verified and captured by the same payment path as
   * PUT /payment/save. A bad signature is 400 and changes nothing; a good one pays the order once (a repeat is
   * a no-op).
   */
  async confirm(user: Buyer, orderId: string, body: PaymentConfirmation): Promise<CoursePaymentResponse> {
    this.assertBuyer(user);
    const order = await this.payments.findById(orderId);
    if (!order || order.userId !== user.id || order.kind !== 'COURSE')
      throw new NotFoundException(COURSE_MESSAGES.orderNotFound);
    await this.razorpayOrders.confirm(order, body);
    const now = (await this.payments.findById(order.id))!;
    return {
      status: 1,
      message: COURSE_MESSAGES.confirmed,
      data: { orderId: order.id, status: now.status === 'FULFILLED' ? 'enrolled' : 'paid' },
    };
  }

  /** The server's price of the chosen type; the early-bird price only while the course says it is open. */
  private priceOf(course: CourseRow, type: CoursePriceType): number {
    if (type === 1) return course.regularPricePaise;
    if (!course.earlyBirdActive) throw new BadRequestException(COURSE_MESSAGES.earlyBirdClosed);
    return course.earlyBirdPricePaise;
  }
}
