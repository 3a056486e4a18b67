import {
  BAND_LABELS,
  BANDS,
  overallBand,
  percentOf,
  scoreAssessment,
  SECTION_KINDS,
  SECTION_REMARKS,
  sectionBand,
  sectionKind,
  sectionRemark,
  type Band,
} from '@app/contracts';

/** The band of every score 0..max, as a run-length string, e.g. 'LOW x13, MODERATE x5, HIGH x8'. */
function bandsFor(max: number): string {
  const runs: [Band, number][] = [];
  for (let score = 0; score <= max; score++) {
    const band = sectionBand(score, max);
    const last = runs.at(-1);
    if (last && last[0] === band) last[1] += 1;
    else runs.push([band, 1]);
  }
  return runs.map(([b, n]) => `${b} x${n}`).join(', ');
}

describe('section bands (spec section 9)', () => {
  it.each([
    // max 25: LOW 0-12, MODERATE 13-17, HIGH 18-25
    [25, 'LOW x13, MODERATE x5, HIGH x8'],
    // max 15: LOW 0-7, MODERATE 8-11, HIGH 12-15
    [15, 'LOW x8, MODERATE x4, HIGH x4'],
    // max 10: LOW 0-4, MODERATE 5-7, HIGH 8-10
    [10, 'LOW x5, MODERATE x3, HIGH x3'],
  ])('max %i: every score 0..max', (max, expected) => {
    expect(bandsFor(max)).toBe(expected);
  });

  it.each([
    [25, 17, 'MODERATE'],
    [25, 18, 'HIGH'],
    [25, 12, 'LOW'],
    [25, 13, 'MODERATE'],
    [15, 11, 'MODERATE'],
    [15, 12, 'HIGH'],
    [15, 7, 'LOW'],
    [15, 8, 'MODERATE'],
    [10, 7, 'MODERATE'],
    [10, 8, 'HIGH'],
    [10, 4, 'LOW'],
    [10, 5, 'MODERATE'],
  ])('max %i, score %i is %s (the edges)', (max, score, band) => {
    expect(sectionBand(score, max)).toBe(band);
  });

  it('any other maximum uses the overall percentages: max 20 is LOW to 10, MODERATE 11-15, HIGH from 16', () => {
    // 10/20 = 50% LOW; 11/20 = 55% MODERATE; 15/20 = 75% MODERATE; 16/20 = 80% HIGH
    expect(bandsFor(20)).toBe('LOW x11, MODERATE x5, HIGH x5');
    // max 5 (one question): 2/5 = 40% LOW, 3/5 = 60% MODERATE, 4/5 = 80% HIGH
    expect(bandsFor(5)).toBe('LOW x3, MODERATE x1, HIGH x2');
  });

  it('refuses impossible scores', () => {
    expect(() => sectionBand(26, 25)).toThrow(RangeError);
    expect(() => sectionBand(-1, 25)).toThrow(RangeError);
    expect(() => sectionBand(3, 0)).toThrow(RangeError);
    expect(() => sectionBand(2.5, 10)).toThrow(RangeError);
  });
});

describe('overall band: 79-100 HIGH, 51-78 MODERATE, else LOW', () => {
  it('at every whole percentage out of 100', () => {
    for (let total = 0; total <= 100; total++) {
      const expected = total >= 79 ? 'HIGH' : total >= 51 ? 'MODERATE' : 'LOW';
      expect([total, overallBand(total, 100)]).toEqual([total, expected]);
    }
  });

  it('on the percentage rounded half up, the figure the report shows', () => {
    // 78.5% shows as 79%: HIGH; 78.4% as 78%: MODERATE
    expect(percentOf(157, 200)).toBe(79);
    expect(overallBand(157, 200)).toBe('HIGH');
    expect(percentOf(392, 500)).toBe(78);
    expect(overallBand(392, 500)).toBe('MODERATE');
    // 50.5% shows as 51%: MODERATE; 50.4% as 50%: LOW
    expect(overallBand(101, 200)).toBe('MODERATE');
    expect(overallBand(252, 500)).toBe('LOW');
    // 50 of 65 is 76.9%: 77%
    expect(percentOf(50, 65)).toBe(77);
  });

  it('refuses a maximum of 0', () => {
    expect(() => overallBand(0, 0)).toThrow(RangeError);
  });
});

describe('scoreAssessment', () => {
  it('sums each section to its max (5 per rating question), bands it, and the total over the sum of maxima', () => {
    const result = scoreAssessment([
      { sectionId: 'a', name: 'Career Tasks', ratings: [5, 4, 4, 3, 2] }, // 18 / 25 HIGH
      { sectionId: 'b', name: 'Career Day', ratings: [3, 2, 2] }, // 7 / 15 LOW
      { sectionId: 'c', name: 'Career Subjects', ratings: [3, 2] }, // 5 / 10 MODERATE
      { sectionId: 'v', name: 'Introduction', ratings: [] }, // videos only: not scored
    ]);
    expect(result.sections).toEqual([
      { sectionId: 'a', name: 'Career Tasks', score: 18, max: 25, band: 'HIGH' },
      { sectionId: 'b', name: 'Career Day', score: 7, max: 15, band: 'LOW' },
      { sectionId: 'c', name: 'Career Subjects', score: 5, max: 10, band: 'MODERATE' },
    ]);
    expect(result).toMatchObject({ total: 30, max: 50, percent: 60, band: 'MODERATE' });
  });

  it('all fives is HIGH everywhere, all ones LOW everywhere', () => {
    const sections = [5, 3, 2].map((n, i) => ({
      sectionId: String(i),
      name: `S${i}`,
      ratings: Array(n).fill(5) as number[],
    }));
    expect(scoreAssessment(sections)).toMatchObject({ total: 50, max: 50, percent: 100, band: 'HIGH' });
    const low = sections.map((s) => ({ ...s, ratings: s.ratings.map(() => 1) }));
    const scored = scoreAssessment(low);
    expect(scored).toMatchObject({ total: 10, max: 50, percent: 20, band: 'LOW' });
    expect(scored.sections.map((s) => s.band)).toEqual(['LOW', 'LOW', 'LOW']);
  });

  it('a question left to expire (null) scores 0 of its 5', () => {
    expect(scoreAssessment([{ sectionId: 'a', name: 'Career Day', ratings: [5, null, 5] }]).sections[0]).toMatchObject({
      score: 10,
      max: 15,
      band: 'MODERATE',
    });
    expect(scoreAssessment([{ sectionId: 'a', name: 'A', ratings: [null, null] }])).toMatchObject({
      total: 0,
      max: 10,
      percent: 0,
      band: 'LOW',
    });
  });

  it('refuses ratings outside 1-5 and an assessment with nothing to score', () => {
    expect(() => scoreAssessment([{ sectionId: 'a', name: 'A', ratings: [6] }])).toThrow(RangeError);
    expect(() => scoreAssessment([{ sectionId: 'a', name: 'A', ratings: [0] }])).toThrow(RangeError);
    expect(() => scoreAssessment([{ sectionId: 'a', name: 'A', ratings: [] }])).toThrow(RangeError);
  });
});

describe('section remarks', () => {
  it.each([
    ['Career Task', 'task'],
    ['Career Tasks', 'task'],
    ['career  days', 'day'],
    ['Career Subject', 'subject'],
    ['Career Subjects', 'subject'],
    ['Career Personality', 'personality'],
    ['Career Personalities', 'personality'],
    ['Career Value', 'value'],
    ['Career Values', 'value'],
    ['Introduction', undefined],
    ['Career Taskss', undefined],
  ])('%s is the %s kind', (name, kind) => {
    expect(sectionKind(name)).toBe(kind);
  });

  it('has a distinct remark for every kind and band, and falls back to the band label for other names', () => {
    const all = SECTION_KINDS.flatMap((k) => BANDS.map((b) => SECTION_REMARKS[k][b]));
    expect(new Set(all).size).toBe(15);
    expect(sectionRemark('Career Values', 'LOW', BAND_LABELS)).toBe(SECTION_REMARKS.value.LOW);
    expect(sectionRemark('Warm-up', 'HIGH', BAND_LABELS)).toBe('Most Suitable Career');
  });
});
