import { ADULT_AGE, ageInIndia, indiaDate, isMinor } from '@app/contracts';

/** 00:00 IST on `day` is 18:30 UTC the day before. */
const istMidnight = (day: string) => new Date(new Date(`${day}T00:00:00+05:30`).getTime());

describe('age from the birthdate, India time', () => {
  it('turns 18 at midnight IST on the 18th birthday, not at midnight UTC', () => {
    const born = '2008-11-20';
    const lastMinuteOf17 = new Date(istMidnight('2026-11-20').getTime() - 60_000); // 23:59 IST on the 19th
    expect(indiaDate(lastMinuteOf17)).toBe('2026-11-19');
    expect(ageInIndia(born, lastMinuteOf17)).toBe(17);
    expect(isMinor(born, lastMinuteOf17)).toBe(true);
    // 00:00 IST on the 20th = 18:30 UTC on the 19th: an adult in India while the UTC date is still the 19th.
    const birthdayIst = istMidnight('2026-11-20');
    expect(birthdayIst.toISOString()).toBe('2026-11-19T18:30:00.000Z');
    expect(ageInIndia(born, birthdayIst)).toBe(ADULT_AGE);
    expect(isMinor(born, birthdayIst)).toBe(false);
  });

  it('the day before the 18th birthday is a minor all day; the birthday is an adult all day', () => {
    const born = '2008-03-01';
    expect(isMinor(born, new Date('2026-02-28T00:00:00+05:30'))).toBe(true);
    expect(isMinor(born, new Date('2026-02-28T23:59:59+05:30'))).toBe(true);
    expect(isMinor(born, new Date('2026-03-01T00:00:00+05:30'))).toBe(false);
    expect(isMinor(born, new Date('2026-03-01T23:59:59+05:30'))).toBe(false);
  });

  it('an instant that is the birthday in UTC but already the next day in India counts by India', () => {
    // 2026-11-19T20:00Z is 01:30 IST on the 20th.
    expect(ageInIndia('2008-11-20', new Date('2026-11-19T20:00:00Z'))).toBe(18);
    expect(ageInIndia('2008-11-20', new Date('2026-11-19T18:29:59Z'))).toBe(17);
  });

  it('a 29 February birthday comes of age on 1 March in a common year', () => {
    expect(isMinor('2008-02-29', new Date('2026-02-28T12:00:00+05:30'))).toBe(true);
    expect(isMinor('2008-02-29', new Date('2026-03-01T00:00:00+05:30'))).toBe(false);
  });

  it('an unknown or malformed birthdate is not known to be a minor', () => {
    expect(isMinor(null)).toBe(false);
    expect(isMinor(undefined)).toBe(false);
    expect(isMinor('15/04/2009')).toBe(false);
  });
});
