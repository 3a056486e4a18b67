/**
 * A date filter's day as people in India mean it: "from 1 May" starts at midnight IST and "until 31 May" ends at
 * the day's last millisecond IST, whatever the browser's time zone. The API takes instants.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const indiaDayStart = (day: string): string | null => (DAY.test(day) ? `${day}T00:00:00.000+05:30` : null);
export const indiaDayEnd = (day: string): string | null => (DAY.test(day) ? `${day}T23:59:59.999+05:30` : null);

/** The day a stored filter value names, for the date picker (its first ten characters are the India day). */
export const dayOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');
