import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@app/config';
import {
  ERROR_CODES,
  FAMILY_MESSAGES,
  orderAmounts,
  PAYMENT_MESSAGES,
  type EnrolmentState,
  type EnrolmentStateResponse,
  type PaymentConfirmation,
  type PaymentOrderResponse,
} from '@app/contracts';
import { ChildConsentService } from '@app/consent';
import type { OrderStatus } from '@app/db';
import { EnrolmentService } from '@app/enrolment';
import { ParentLinksService } from '@app/family';
import { lockUser } from '@app/identity';
import { CartRepository } from '../cart.repository.js';
import { BillingStateService } from './billing-state.service.js';
import { OpenOrdersService } from './open-orders.service.js';
import { PaymentsRepository, type OrderRow } from './payments.repository.js';
import { RazorpayOrdersService } from './razorpay-orders.service.js';
import { CapturePaymentCommand } from '../commands/capture-payment.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATES: Record<OrderStatus, EnrolmentState> = {
  CREATED: 'pending',
  FAILED: 'failed',
  PAID: 'paid',
  FULFILLED: 'enrolled',
  REPLACED: 'replaced',
  REFUNDED: 'refunded',
};
const STATE_MESSAGES: Record<EnrolmentState, string> = {
  pending: 'Waiting for the payment',
  failed: 'The payment failed; nothing was charged for this order',
  paid: 'Payment received; enrolling your careers',
  enrolled: PAYMENT_MESSAGES.enrolled,
  replaced: PAYMENT_MESSAGES.replaced,
  refunded: PAYMENT_MESSAGES.refunded,
};

/** Orders and payments of the server cart (spec section 7): the amounts are the server's, always. */
@Injectable()
export class PaymentService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly carts: CartRepository,
    private readonly payments: PaymentsRepository,
    private readonly razorpayOrders: RazorpayOrdersService,
    private readonly billingStates: BillingStateService,
    private readonly openOrders: OpenOrdersService,
    private readonly enrolments: EnrolmentService,
    private readonly commands: CommandBus,
    private readonly family: ParentLinksService,
    private readonly childConsent: ChildConsentService,
  ) {}

  /**
   * Stores the order of the user's cart at the server's current prices, then makes its Razorpay order. The
   * order is committed before Razorpay is called so no transaction waits on the network; an order whose
   * Razorpay order could not be made is marked FAILED. A free cart is paid at once and goes the same way.
   * An unchanged cart gets its open order back (same Razorpay order); a changed one replaces it.
   * `billingState` is the state chosen at checkout (for the tax invoice); without it the profile's is used.
   * `forUserId`: a parent buys for a linked child (issue 14): the order, payment and invoice are the parent's, the
   * enrolments the child's, so "already enrolled" is asked of the child, and so is consent (issue 23).
   */
  async createOrder(
    user: { id: string; state: string | null; role?: string },
    billingState?: string,
    forUserId?: string,
  ): Promise<PaymentOrderResponse> {
    const userId = user.id;
    const beneficiary = forUserId && forUserId !== userId ? forUserId : null;
    if (beneficiary) {
      await this.assertLinkedChild(user, beneficiary);
      // The route's consent guard asks of the caller, an adult parent; the careers are the child's, so their
      // consent must be in place too (issue 23), before anything is made: 403 PARENTAL_CONSENT_REQUIRED, and the
      // checkout offers the parent the consent step.
      await this.childConsent.assertConsentFor(beneficiary);
    }
    const owner = beneficiary ?? userId;
    const order = await this.payments.transaction(async (tx) => {
      await lockUser(tx, userId);
      const lines = await this.carts.lines(userId, tx);
      if (!lines.length) throw new BadRequestException(PAYMENT_MESSAGES.emptyCart);
      const enrolled = new Set(
        await this.enrolments.activeCareerIds(
          owner,
          lines.map((l) => l.careerId),
          tx,
        ),
      );
      if (enrolled.size) {
        throw new ConflictException({
          message: PAYMENT_MESSAGES.alreadyEnrolled,
          // The field is the career id, so the client can drop those lines (the spec's "Careers already enrolled").
          errors: lines
            .filter((l) => enrolled.has(l.careerId))
            .map((l) => ({
              field: l.careerId,
              message: beneficiary
                ? `${l.name} is already enrolled in your child's account`
                : `${l.name} is already enrolled in your account`,
            })),
        });
      }
      const amounts = orderAmounts(lines.map((l) => l.sellingPricePaise));
      const free = amounts.totalPaise === 0;
      const state = await this.billingStates.resolve(tx, user, billingState);
      const signature = lines
        .map((l) => `${l.careerId}:${l.sellingPricePaise}`)
        .sort()
        .join(',');
      // Another billing state is another invoice, and another child other enrolments: a changed order too.
      const open = await this.openOrders.reuseOrReplace(
        tx,
        userId,
        'CAREERS',
        async (o) =>
          !free &&
          o.billingState === state &&
          o.forUserId === beneficiary &&
          (await this.payments.lineSignature(o.id, tx)) === signature,
      );
      if (open) return open;
      const row = await this.payments.insertOrder(tx, {
        userId,
        forUserId: beneficiary,
        billingState: state,
        ...amounts,
        lines: lines.map((l) => ({ careerId: l.careerId, unitPricePaise: l.sellingPricePaise })),
      });
      if (!free) return row;
      // Nothing to pay: captured at once, by the same capture as a paid one, in this transaction.
      const outcome = await this.commands.execute(
        new CapturePaymentCommand({ orderId: row.id, razorpayPaymentId: null }, tx),
      );
      return outcome.status === 'captured' ? outcome.order : row;
    });

    const answer = {
      amount: order.totalPaise,
      currency: 'INR' as const,
      key: this.config.payments.keyId,
      orderId: order.id,
      subtotal: order.subtotalPaise,
      gst: order.gstPaise,
      checkoutScript: this.config.payments.checkoutUrl,
    };
    if (order.status === 'PAID') return { ...answer, id: null, free: true };
    const id = await this.razorpayOrders.razorpayOrderOf(order, { orderId: order.id, userId });
    return { ...answer, id, free: false };
  }

  /** Only a parent buys for someone else, and only for a child linked to them (403 NOT_LINKED_CHILD). */
  private async assertLinkedChild(user: { id: string; role?: string }, childId: string): Promise<void> {
    if (user.role !== 'parent' || !(await this.family.isLinkedParent(user.id, childId)))
      throw new ForbiddenException({ message: FAMILY_MESSAGES.notYourChild, code: ERROR_CODES.NotLinkedChild });
  }

  /**
   * PUT /payment/save: the checkout's handler fields, for one of the caller's cart orders (by our id or
   * Razorpay's), verified and captured by the one payment path.
   */
  async confirm(userId: string, orderRef: string, body: PaymentConfirmation): Promise<EnrolmentStateResponse> {
    const order = UUID.test(orderRef)
      ? await this.payments.findById(orderRef.toLowerCase())
      : await this.payments.findByRazorpayOrderId(orderRef);
    if (!order || order.userId !== userId || order.kind !== 'CAREERS')
      throw new NotFoundException(PAYMENT_MESSAGES.orderNotFound);
    await this.razorpayOrders.confirm(order, body);
    return this.stateOf((await this.payments.findById(order.id))!);
  }

  /** POST /platform/cart/enroll: where the user's latest order stands (the client polls it after paying). */
  async latestState(userId: string): Promise<EnrolmentStateResponse> {
    const order = await this.payments.latestOfUser(userId);
    if (!order) throw new NotFoundException(PAYMENT_MESSAGES.noOrder);
    return this.stateOf(order);
  }

  private async stateOf(order: OrderRow): Promise<EnrolmentStateResponse> {
    // A failed attempt leaves the order payable; it is shown until a later attempt pays it.
    const status = order.status === 'CREATED' && order.paymentFailedAt ? 'failed' : STATES[order.status];
    return {
      orderId: order.id,
      status,
      careers: await this.payments.lineCareerIds(order.id),
      message: STATE_MESSAGES[status],
    };
  }
}
