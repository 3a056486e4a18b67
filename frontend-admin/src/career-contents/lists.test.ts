import { describe, expect, it } from 'vitest';
import { asTexts, moveItem, removeItem, replaceItem } from './lists';

describe('the lists of texts', () => {
  it('moves an item up or down, blanks and all, and leaves the list as it was', () => {
    const list = ['A', '', 'C'];
    expect(moveItem(list, 2, 1)).toEqual(['A', 'C', '']);
    expect(moveItem(list, 0, 2)).toEqual(['', 'C', 'A']);
    expect(moveItem(list, 1, 0)).toEqual(['', 'A', 'C']);
    expect(list).toEqual(['A', '', 'C']);
  });

  it('does nothing past either end', () => {
    expect(moveItem(['A', 'B'], 0, -1)).toEqual(['A', 'B']);
    expect(moveItem(['A', 'B'], 1, 2)).toEqual(['A', 'B']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it('removes and replaces by place, a blank among them', () => {
    expect(removeItem(['A', '', 'C'], 2)).toEqual(['A', '']);
    expect(removeItem(['A', '', 'C'], 1)).toEqual(['A', 'C']);
    expect(replaceItem(['A', '', 'C'], 1, 'B')).toEqual(['A', 'B', 'C']);
  });

  it("reads a form's value as texts: an input's '' or null before there is a list is an empty one", () => {
    expect(asTexts(['A', null, 3])).toEqual(['A', '', '3']);
    expect(asTexts('')).toEqual([]);
    expect(asTexts(null)).toEqual([]);
  });
});
