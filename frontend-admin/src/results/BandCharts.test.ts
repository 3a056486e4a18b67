import { describe, expect, it } from 'vitest';
import { wrapLabel } from './BandCharts';

describe("a chart bar's label (issue 24: every bar labelled)", () => {
  it('wraps a long section name into lines that fit, keeping every word in order', () => {
    const lines = wrapLabel('Career Personality And Working Style', 14);
    expect(lines).toEqual(['Career', 'Personality', 'And Working', 'Style']);
    expect(lines.join(' ')).toBe('Career Personality And Working Style');
  });

  it('keeps a short label on one line, and a word longer than the room on a line of its own', () => {
    expect(wrapLabel('Overall', 20)).toEqual(['Overall']);
    expect(wrapLabel('Extraordinarily long', 8)).toEqual(['Extraordinarily', 'long']);
    expect(wrapLabel('  ', 8)).toEqual([]);
  });
});
