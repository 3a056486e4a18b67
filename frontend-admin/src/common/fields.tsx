import { Chip, Typography } from '@mui/material';
import { NumberField, useRecordContext, useTranslate, type NumberFieldProps } from 'react-admin';
import { formatDate, formatDateTime } from './dates';

export const RUPEES = { style: 'currency', currency: 'INR', maximumFractionDigits: 2 } as const;

/** Rupees in words of a sentence or a table cell, paise always shown: ₹1,416.59, ₹1,179.00. */
export const rupees = (amount: number) =>
  amount.toLocaleString('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** A price in rupees, written the Indian way (₹1,00,000). */
export function RupeesField(props: NumberFieldProps) {
  return <NumberField locales="en-IN" options={RUPEES} {...props} />;
}

/** "Published" or "Draft" for a record's boolean `source`. */
export function PublishedField({ source = 'published' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record[source] ? (
    <Chip size="small" color="success" label={translate('console.careers.published')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('console.careers.draft')} />
  );
}

/** A file size for people: 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * An image of the site's own (`/media/...`) on its background colour; any other address is shown as text,
 * since the site's policy (img-src 'self') would not load it.
 */
export function LogoField({ source = 'logo', bgSource }: { source?: string; bgSource?: string; label?: string }) {
  const record = useRecordContext();
  const value = typeof record?.[source] === 'string' ? (record[source] as string) : '';
  if (!value) return null;
  if (!value.startsWith('/')) return <span>{value}</span>;
  const background = bgSource && typeof record?.[bgSource] === 'string' ? (record[bgSource] as string) : undefined;
  return (
    <img
      src={value}
      alt=""
      width={56}
      height={56}
      style={{ objectFit: 'contain', padding: 8, borderRadius: 4, background: background ?? '#eee' }}
    />
  );
}

/**
 * A list column of long unbroken text (e-mails, usernames): it wraps anywhere, but never narrower than a readable
 * 160 px, so at 1024 px one long address does not push the columns after it out of sight (the table still scrolls
 * for the rest).
 */
export const LONG_TEXT_COLUMN = { minWidth: 160, overflowWrap: 'anywhere' } as const;

interface DateFieldProps {
  source: string;
  label?: string;
  emptyText?: string;
  sortable?: boolean;
  sortBy?: string;
}

/**
 * A moment in India time whatever the browser's zone: "6 Dec 2026, 14:05 IST" (common/dates). Every list and show
 * page of the console writes its times with it, so no page speaks another zone or puts the month first.
 */
export function WhenField({ source, emptyText = '—' }: DateFieldProps) {
  const record = useRecordContext();
  const text = formatDateTime(record?.[source] as string | null | undefined);
  // One line: a moment read across three lines of a narrow column is hard to scan down a list.
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text || emptyText}
    </Typography>
  );
}

/** A day: "6 Dec 2026" (a birthdate, a course's start; a moment's India day). */
export function DayField({ source, emptyText = '—' }: DateFieldProps) {
  const record = useRecordContext();
  const text = formatDate(record?.[source] as string | null | undefined);
  return (
    <Typography component="span" variant="body2">
      {text || emptyText}
    </Typography>
  );
}
