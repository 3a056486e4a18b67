import { formatRupees } from '@app/contracts';
import { formatDate, formatDateTime, formatMonth, formatTime } from '../common/dates';

/** Rupees as the API answers them (two decimals) the Indian way: ₹12,34,567.89. */
export const rupees = (amount: number): string => formatRupees(Math.round(amount * 100));

/** The dashboard's days and times are India's, written as everywhere in the console (common/dates). */
export const dayLabel = formatDate;
export const monthLabel = formatMonth;
export const indiaTime = formatTime;
export const indiaDateTime = formatDateTime;

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
