import { formatRupees } from '@app/contracts';

/** The dashboard's days are India's, whatever the browser's time zone. */
const IST = 'Asia/Kolkata';

/** Rupees as the API answers them (two decimals) the Indian way: ₹12,34,567.89. */
export const rupees = (amount: number): string => formatRupees(Math.round(amount * 100));

/** An IST calendar day (YYYY-MM-DD) for people: "15 Mar 2031". */
export const dayLabel = (date: string): string =>
  new Date(`${date}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    timeZone: IST,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** A month (YYYY-MM) for people: "March 2031". */
export const monthLabel = (month: string): string =>
  new Date(`${month}-15T12:00:00+05:30`).toLocaleDateString('en-IN', { timeZone: IST, month: 'long', year: 'numeric' });

/** The time of an instant in India: "10:00 am". */
export const indiaTime = (iso: string): string =>
  new Date(iso).toLocaleTimeString('en-IN', { timeZone: IST, hour: 'numeric', minute: '2-digit' });

/** An instant in India, for people: "15 Mar 2031, 10:00 am". */
export const indiaDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: IST,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Hides from sight, not from screen readers (the charts' tables). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
