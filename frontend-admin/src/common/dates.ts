/**
 * The console's one way of writing dates and times: India time (Asia/Kolkata, no daylight saving) whatever the
 * browser's zone or language, day first, the month in three letters, the time on the 24-hour clock:
 * "6 Dec 2026, 14:05 IST" for a moment and "6 Dec 2026" for a day. Staff, students and buyers are all in India, and
 * a counsellor abroad or a laptop set to US English must read the same time as the parent who asked for the demo.
 *
 * Built from the parts rather than a locale's whole format, since locales move (ICU writes September "Sept" in
 * en-IN and en-GB, and puts " at " between date and time in some): the words here are the console's own.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const INDIA_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A calendar day with no time of its own (a birthdate, a course's start): `YYYY-MM-DD`, read as it is written. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface IndiaParts {
  year: number;
  month: number;
  day: number;
  hour: string;
  minute: string;
}

function indiaParts(value: string | number | Date): IndiaParts | undefined {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(INDIA_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: parts.hour === '24' ? '00' : parts.hour!,
    minute: parts.minute!,
  };
}

const day = ({ year, month, day }: Pick<IndiaParts, 'year' | 'month' | 'day'>) => `${day} ${MONTHS[month - 1]} ${year}`;

/** A moment in India time: "6 Dec 2026, 14:05 IST"; '' for nothing or what is not a time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = indiaParts(value);
  return parts ? `${day(parts)}, ${parts.hour}:${parts.minute} IST` : '';
}

/** A day: "6 Dec 2026". A `YYYY-MM-DD` is that day; a moment is the day it was in India. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const calendar = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (calendar) return day({ year: Number(calendar[1]), month: Number(calendar[2]), day: Number(calendar[3]) });
  const parts = indiaParts(value);
  return parts ? day(parts) : '';
}

/** The time of day of a moment in India: "14:05". */
export function formatTime(value: string | number | Date): string {
  const parts = indiaParts(value);
  return parts ? `${parts.hour}:${parts.minute}` : '';
}

/** A month (YYYY-MM) for people: "December 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number! - 1, 15)).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
}
