import { currentCourseRun, formatCourseStart, indiaToday } from '@app/contracts';

describe('currentCourseRun: the run of the course a reader is offered on the day they read the page', () => {
  const START = '2027-06-02';

  it.each([
    // today, run start, early-bird deadline, deadline passed
    ['2026-12-07', '2027-06-02', '2027-05-20', false],
    ['2027-05-20', '2027-06-02', '2027-05-20', false], // the deadline's own day is still early
    ['2027-05-21', '2027-06-02', '2027-05-20', true],
    ['2027-06-02', '2027-06-02', '2027-05-20', true], // the start's own day is still this run
    ['2027-06-03', '2028-06-02', '2028-05-20', false], // then the next year's run
    ['2029-01-15', '2029-06-02', '2029-05-20', false],
    ['2029-05-30', '2029-06-02', '2029-05-20', true],
  ])('on %s the run starts %s, early-bird by %s (passed: %s)', (today, startsOn, earlyBirdBy, earlyBirdPassed) => {
    expect(currentCourseRun(START, today)).toEqual({ startsOn, earlyBirdBy, earlyBirdPassed });
  });

  it('has no run while the course has no start date', () => {
    expect(currentCourseRun(null, '2026-12-07')).toBeNull();
    expect(currentCourseRun(undefined, '2026-12-07')).toBeNull();
  });

  it('counts the early-bird deadline back across a month and a year', () => {
    expect(currentCourseRun('2027-01-05', '2026-12-01')).toEqual({
      startsOn: '2027-01-05',
      earlyBirdBy: '2026-12-23',
      earlyBirdPassed: false,
    });
  });

  it('writes the dates with their year', () => {
    const run = currentCourseRun(START, '2026-12-07')!;
    expect(formatCourseStart(run.startsOn)).toBe('2nd June 2027');
    expect(formatCourseStart(run.earlyBirdBy)).toBe('20th May 2027');
  });
});

describe('indiaToday: the date in India, whatever the clock zone', () => {
  it('turns the date at midnight IST (18:30 UTC)', () => {
    expect(indiaToday(new Date('2027-05-20T18:29:59Z'))).toBe('2027-05-20');
    expect(indiaToday(new Date('2027-05-20T18:30:00Z'))).toBe('2027-05-21');
  });
});
