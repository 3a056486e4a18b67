import { Injectable } from '@nestjs/common';
import { isMinor } from '@app/contracts';

/** Who is being checked, and what they said. */
export interface AgeClaim {
  /** The consenting user: a parent account. */
  user: { id: string; confirmedAt: Date | null };
  /** The birthdate they stated on the consent page (YYYY-MM-DD). */
  statedBirthdate: string;
}

export interface AgeCheck {
  adult: boolean;
  /** How it was checked: kept on the consent record (`age_verification`) as the due diligence done. */
  method: string;
}

/**
 * The one place that decides whether the person consenting is an identifiable adult (DPDP Rules 2025, rule 10).
 * Today: the birthdate a parent account with a confirmed e-mail states. Later, an adapter for a virtual token of
 * identity and age from an authorised entity (DigiLocker) implements this same interface and is bound instead
 * (consent.module.ts): the grant does not change. See docs/decisions.md, "Parental consent".
 */
export abstract class AgeVerifier {
  abstract verify(claim: AgeClaim): Promise<AgeCheck>;
}

export const STATED_BIRTHDATE_METHOD = 'stated_birthdate_confirmed_email';

/** The current verifier: an adult by the stated birthdate (India time), on an account whose e-mail is confirmed. */
@Injectable()
export class StatedBirthdateAgeVerifier extends AgeVerifier {
  verify({ user, statedBirthdate }: AgeClaim): Promise<AgeCheck> {
    return Promise.resolve({
      adult: user.confirmedAt !== null && !isMinor(statedBirthdate),
      method: STATED_BIRTHDATE_METHOD,
    });
  }
}
