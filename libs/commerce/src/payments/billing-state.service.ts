import { BadRequestException, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { knownBillingState, PAYMENT_MESSAGES } from '@app/contracts';
import { users, type Transaction } from '@app/db';

/**
 * The buyer's state for the tax invoice of an order (both kinds): the state chosen at checkout, else the
 * profile's. A state chosen at checkout by a buyer whose profile has none is kept on the profile, so the next
 * checkout does not ask again. Without either, the order is refused with a field error.
 */
@Injectable()
export class BillingStateService {
  async resolve(
    tx: Transaction,
    user: { id: string; state: string | null },
    chosen: string | undefined,
  ): Promise<string> {
    const profileState = knownBillingState(user.state);
    const state = chosen ?? profileState;
    if (!state) {
      throw new BadRequestException({
        message: PAYMENT_MESSAGES.billingStateRequired,
        errors: [{ field: 'billingState', message: PAYMENT_MESSAGES.billingStateRequired }],
      });
    }
    if (!profileState) await tx.update(users).set({ state, updatedAt: new Date() }).where(eq(users.id, user.id));
    return state;
  }
}
