import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatTime } from './dates';

describe("the console's one way of writing dates and times (issue 24, item 8)", () => {
  it('writes a moment in India time, day first, on the 24-hour clock', () => {
    // 20:35 UTC on the 6th is 02:05 IST on the 7th.
    expect(formatDateTime('2026-12-06T20:35:00.000Z')).toBe('7 Dec 2026, 02:05 IST');
    expect(formatDateTime(new Date('2026-12-06T08:35:00Z'))).toBe('6 Dec 2026, 14:05 IST');
    // Midnight is 00, never 24; September is Sep, whatever the ICU data says.
    expect(formatDateTime('2026-09-03T18:31:00Z')).toBe('4 Sep 2026, 00:01 IST');
    expect(formatTime('2026-12-06T08:35:00Z')).toBe('14:05');
  });

  it('writes a calendar day as it is, and a moment as its India day', () => {
    expect(formatDate('2010-05-06')).toBe('6 May 2010');
    expect(formatDate('2026-12-06T20:35:00.000Z')).toBe('7 Dec 2026');
    expect(formatMonth('2031-03')).toBe('March 2031');
  });

  it('writes nothing for nothing, or for what is not a time', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a time')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
