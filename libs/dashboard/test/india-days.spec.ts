import { indiaDay, indiaMidnight, indiaMonthToDate } from '../src/india-days.js';

describe("India's calendar for the dashboard", () => {
  it('reads the IST day of an instant, whatever its UTC date', () => {
    expect(indiaDay(new Date('2031-03-14T18:29:59.999Z'))).toBe('2031-03-14');
    expect(indiaDay(new Date('2031-03-14T18:30:00.000Z'))).toBe('2031-03-15');
    expect(indiaMidnight('2031-03-15').toISOString()).toBe('2031-03-14T18:30:00.000Z');
  });

  it("spans the month from the 1st's midnight to the end of today", () => {
    const w = indiaMonthToDate(new Date('2031-03-15T04:30:00Z'));
    expect(w).toMatchObject({ month: '2031-03', today: '2031-03-15' });
    expect(w.from.toISOString()).toBe('2031-02-28T18:30:00.000Z');
    expect(w.to.toISOString()).toBe('2031-03-15T18:30:00.000Z');
    expect(w.days).toHaveLength(15);
    expect([w.days[0], w.days.at(-1)]).toEqual(['2031-03-01', '2031-03-15']);
  });

  it('is one day long on the 1st, and counts a leap February whole', () => {
    const first = indiaMonthToDate(new Date('2032-02-29T18:35:00Z')); // 00:05 IST on March 1st
    expect(first.days).toEqual(['2032-03-01']);
    const leap = indiaMonthToDate(new Date('2032-02-29T18:29:00Z')); // 23:59 IST on February 29th
    expect(leap.days).toHaveLength(29);
    expect(leap.month).toBe('2032-02');
  });
});
