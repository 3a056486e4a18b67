/**
 * India's calendar (IST, UTC+05:30 all year: no daylight saving, so every day is 24 hours) for the dashboard's
 * windows. Pure arithmetic on instants, whatever the server's own time zone.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day of an instant, YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an IST calendar day (YYYY-MM-DD) starts: its midnight in India. */
export function indiaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00.000+05:30`);
}

export interface IndiaMonthToDate {
  /** YYYY-MM of today in India. */
  month: string;
  /** Today in India, YYYY-MM-DD. */
  today: string;
  /** Every IST day from the 1st of the month to today, oldest first. */
  days: string[];
  /** Midnight IST of the 1st (included). */
  from: Date;
  /** Midnight IST after today (excluded): today is counted whole. */
  to: Date;
}

/** This month in India up to and including today, as of `now`. */
export function indiaMonthToDate(now: Date): IndiaMonthToDate {
  const today = indiaDay(now);
  const from = indiaMidnight(`${today.slice(0, 8)}01`);
  const to = new Date(indiaMidnight(today).getTime() + DAY_MS);
  const days: string[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) days.push(indiaDay(new Date(t)));
  return { month: today.slice(0, 7), today, days, from, to };
}
