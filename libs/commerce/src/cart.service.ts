import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CART_MAX_LINES,
  CART_MESSAGES,
  type CartLine,
  type CartResponse,
  type EnrolledCheckResponse,
} from '@app/contracts';
import { EnrolmentService } from '@app/enrolment';
import { lockUser, type UserRow } from '@app/identity';
import { CartRepository, type CartLineRow } from './cart.repository.js';

const rupees = (paise: number) => paise / 100;

/** The spec's server cart line; prices are the catalogue's current ones, in rupees like its public JSON. */
export function toCartLine(row: CartLineRow): CartLine {
  return {
    careerId: row.careerId,
    instance: 1,
    career: {
      name: row.name,
      public: {
        selling_price: rupees(row.sellingPricePaise),
        strike_price: rupees(row.strikePricePaise),
        logo: row.logo,
        logo_bg: row.logoBg,
      },
      field: { _id: row.fieldId, name: row.fieldName },
    },
  };
}

/**
 * The server cart of a student or parent. Every write runs in one transaction that first locks the user's
 * row, so the line limit holds and the answer is the cart exactly as that write left it.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly enrolments: EnrolmentService,
  ) {}

  /** Campus students get their careers from their school; they have no cart (spec section 6). */
  assertBuyer(user: Pick<UserRow, 'role'>): void {
    if (user.role === 'campus_student') throw new ForbiddenException(CART_MESSAGES.campusStudent);
  }

  async list(userId: string): Promise<CartResponse> {
    return (await this.carts.lines(userId)).map(toCartLine);
  }

  /** Adding a career already in the cart changes nothing and answers the same cart. */
  add(userId: string, careerId: string): Promise<CartResponse> {
    return this.carts.transaction(async (tx) => {
      await lockUser(tx, userId);
      if (!(await this.carts.isPublishedCareer(careerId, tx)))
        throw new NotFoundException(CART_MESSAGES.careerNotFound);
      if ((await this.enrolments.activeCareerIds(userId, [careerId], tx)).length)
        throw new ConflictException(CART_MESSAGES.alreadyEnrolled);
      if (!(await this.carts.hasLine(userId, careerId, tx))) {
        if ((await this.carts.countLines(userId, tx)) >= CART_MAX_LINES)
          throw new ConflictException(CART_MESSAGES.cartFull);
        await this.carts.insertLine(userId, careerId, tx);
      }
      return (await this.carts.lines(userId, tx)).map(toCartLine);
    });
  }

  /** Ids that are not in the cart are ignored. */
  remove(userId: string, careerIds: string[]): Promise<CartResponse> {
    return this.carts.transaction(async (tx) => {
      await lockUser(tx, userId);
      await this.carts.deleteLines(userId, careerIds, tx);
      return (await this.carts.lines(userId, tx)).map(toCartLine);
    });
  }

  /**
   * A visitor's local cart joining the server cart at login: unknown, unpublished and enrolled careers are
   * skipped rather than failing the login, and the cart fills up to its limit in the local cart's order.
   */
  merge(userId: string, careerIds: string[]): Promise<CartResponse> {
    return this.carts.transaction(async (tx) => {
      await lockUser(tx, userId);
      const room = CART_MAX_LINES - (await this.carts.countLines(userId, tx));
      // Under the user's lock, which every enrolment of a bought or classroom career takes too.
      const enrolled = new Set(await this.enrolments.activeCareerIds(userId, careerIds, tx));
      const wanted = careerIds.filter((id) => !enrolled.has(id));
      await this.carts.insertMerged(userId, wanted, room, tx);
      return (await this.carts.lines(userId, tx)).map(toCartLine);
    });
  }

  /** The spec's "Already-enrolled check response": those of `careerIds` the user is enrolled in. */
  async enrolled(userId: string, careerIds: string[]): Promise<EnrolledCheckResponse> {
    const ids = await this.enrolments.activeCareerIds(userId, careerIds);
    return ids.map((id) => ({ careerId: { $oid: id } }));
  }
}
