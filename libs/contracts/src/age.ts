import { ageOn } from './admin/roster-admin.js';

/** The age of majority under the DPDP Act, 2023 (section 2(j): a child is under 18). */
export const ADULT_AGE = 18;

/** India Standard Time is UTC+05:30 all year (no daylight saving), so an offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The calendar day in India at `instant`, YYYY-MM-DD. A birthday begins at midnight in India, which is 18:30 UTC
 * the day before: a UTC date would make a student born on the 20th an adult only at 05:30 IST on the 20th.
 */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole years, on the India calendar day of `at`, of someone born on `birthdate` (YYYY-MM-DD). */
export function ageInIndia(birthdate: string, at: Date = new Date()): number {
  return ageOn(birthdate, indiaDate(at));
}

/**
 * Whether someone born on `birthdate` is a child (under 18) at `at`, India time. An unknown birthdate is not known
 * to be a child: see docs/decisions.md ("Parental consent") for why that account is not limited.
 */
export function isMinor(birthdate: string | null | undefined, at: Date = new Date()): boolean {
  if (!birthdate || !/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return false;
  return ageInIndia(birthdate, at) < ADULT_AGE;
}
