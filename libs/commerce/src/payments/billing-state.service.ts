import { BadRequestException, Injectable } from '@nestjs/common';
import { knownBillingState, PAYMENT_MESSAGES } from '@app/contracts';
import type { Transaction } from '@app/db';
import { ProfileService } from '@app/identity';

/**
 * The buyer's state for the tax invoice of an order (both kinds): the state chosen at checkout, else the
 * profile's. A state chosen at checkout by a buyer whose profile has none is kept on the profile, so the next
 * checkout does not ask again. Without either, the order is refused with a field error.
 */
@Injectable()
export class BillingStateService {
  constructor(private readonly profiles: ProfileService) {}

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
    if (!profileState) await this.profiles.keepBillingState(tx, user.id, state);
    return state;
  }
}
