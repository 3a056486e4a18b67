import { isMinor, type ConsentMethod } from '@app/contracts';
import type { ConsentState } from './consent.repository.js';

/** The part of a user the policy reads (what AuthGuard has loaded already). */
export interface ConsentSubject {
  id: string;
  role: string;
  birthdate: string | null;
  schoolId: string | null;
}

/** Students and campus students are the accounts a parent consents for; staff and parents are adults by role. */
export function needsConsentCheck(user: ConsentSubject, at: Date = new Date()): boolean {
  return (user.role === 'student' || user.role === 'campus_student') && isMinor(user.birthdate, at);
}

/**
 * A student who signed up themselves without a date of birth (Google gives none) may be a child: their age is
 * asked before their data is processed (issue 14). A campus student's comes from the school's roster, and their
 * school collects the parents' consent; staff and parents are adults by role.
 */
export function needsBirthdate(user: ConsentSubject): boolean {
  return user.role === 'student' && !user.birthdate;
}

/**
 * Whether a minor's data may be processed, from their state: their latest record decides (a grant lets through,
 * a withdrawal stops); with no record at all, a campus student is let through on their school's agreement (a
 * student added to the roster after the agreement was recorded has no record of their own yet).
 */
export function consentAllows(
  user: ConsentSubject,
  state: ConsentState,
): { allowed: boolean; method: ConsentMethod | null } {
  if (state.latest) {
    const allowed = state.latest.action === 'granted';
    return { allowed, method: allowed ? state.latest.method : null };
  }
  if (user.role === 'campus_student' && state.schoolAgreed) return { allowed: true, method: 'school_agreement' };
  return { allowed: false, method: null };
}
