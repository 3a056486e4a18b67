import { Chip, Typography } from '@mui/material';
import {
  DateField,
  NumberField,
  useRecordContext,
  useTranslate,
  type DateFieldProps,
  type NumberFieldProps,
} from 'react-admin';
import { formatIndiaTime } from '@app/contracts';

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

/** A moment the way India writes it (25/11/2026, 2:05:09 pm). */
export function WhenField(props: DateFieldProps) {
  return <DateField locales="en-IN" showTime {...props} />;
}

/**
 * A moment in India's time whatever the browser's zone, as invoices and credit notes date it ("25 Nov 2026,
 * 11:32 am IST").
 */
export function IndiaTimeField({ source, emptyText = '—' }: { source: string; label?: string; emptyText?: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'string' && value ? formatIndiaTime(value) : emptyText}
    </Typography>
  );
}
