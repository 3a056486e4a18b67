import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiErrorResponses } from '@app/common';
import { CONSENT_MESSAGES, ERROR_CODES } from '@app/contracts';
import type { RequestWithPrincipal } from '@app/identity';
import { consentAllows, needsBirthdate, needsConsentCheck } from './consent-policy.js';
import { ConsentRepository } from './consent.repository.js';

/**
 * Refuses a student whose date of birth is unknown with 403 BIRTHDATE_REQUIRED, and a student under 18 (India time) whose latest consent record is not a grant (and, for a campus student
 * with none, whose school has no agreement) with 403 PARENTAL_CONSENT_REQUIRED. Runs after the route's
 * authentication guard (a method's guards run after its controller's). Adults, parents and staff pass without a
 * query (their role and birthdate are on the loaded user); a minor costs one indexed query.
 */
@Injectable()
export class ConsentGuard implements CanActivate {
  constructor(private readonly repository: ConsentRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<RequestWithPrincipal>().principal?.user;
    // Fail closed: without a caller this guard ran before @Auth's (a method's decorators apply bottom-up, so
    // @RequiresConsent goes above a method's @Auth), and letting the call through would skip the check.
    if (!user) throw new Error('@RequiresConsent() ran before the caller was authenticated: put it above @Auth()');
    if (needsBirthdate(user))
      throw new ForbiddenException({
        message: CONSENT_MESSAGES.birthdateRequired,
        code: ERROR_CODES.BirthdateRequired,
      });
    if (!needsConsentCheck(user)) return true;
    const state = await this.repository.state(user.id, user.schoolId);
    if (consentAllows(user, state).allowed) return true;
    throw new ForbiddenException({ message: CONSENT_MESSAGES.required, code: ERROR_CODES.ParentalConsentRequired });
  }
}

/**
 * A route that processes a student's personal data beyond the account itself (buying, taking an assessment,
 * starting a classroom): a minor without a parent's consent is refused. The caller must be known when it runs:
 * under a controller's @Auth (or @CampusStudent), or above the method's own @Auth.
 */
export function RequiresConsent() {
  return applyDecorators(
    UseGuards(ConsentGuard),
    ApiErrorResponses({
      403:
        `PARENTAL_CONSENT_REQUIRED: a student under 18 whose parent has not consented ("${CONSENT_MESSAGES.required}"); ` +
        'BIRTHDATE_REQUIRED: a student whose date of birth is not known yet',
    }),
  );
}
