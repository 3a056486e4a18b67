import type { ByteRange } from './storage/media-storage.js';

/**
 * The one range of a `Range: bytes=...` header (RFC 9110 §14): `a-b`, `a-` or the last `-n` bytes, the end
 * clipped to the file. Undefined means "send the whole file": no header, another unit, several ranges (a player
 * never asks for those; the RFC lets a server answer them whole) or a header that does not parse.
 * 'unsatisfiable' is a range wholly past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=[\t ]*(\d*)-(\d*)[\t ]*$/i.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
