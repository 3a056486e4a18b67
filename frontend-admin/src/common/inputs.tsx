import { InputAdornment } from '@mui/material';
import { NumberInput, TextInput, type NumberInputProps, type TextInputProps } from 'react-admin';

/** A price in rupees (paise as two decimals); the API keeps integer paise and converts. */
export function RupeesInput(props: NumberInputProps) {
  return (
    <NumberInput
      step={1}
      min={0}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      {...props}
    />
  );
}

const toText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const toLines = (text: string) => (text ? text.split('\n') : []);

/**
 * A list of short texts edited as one line each (a list property's items, a career's other names). Blank lines
 * are kept while typing and dropped by the form's transform (see withoutBlankLines).
 */
export function LinesInput(props: Omit<TextInputProps, 'format' | 'parse'>) {
  return <TextInput multiline minRows={3} format={toText} parse={toLines} {...props} />;
}

/** The lines that hold something, trimmed: what a LinesInput means. */
export function withoutBlankLines(value: unknown): string[] {
  return Array.isArray(value) ? value.map((line) => String(line).trim()).filter(Boolean) : [];
}
