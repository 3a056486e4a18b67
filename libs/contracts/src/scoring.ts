/**
 * The scoring rules of a career assessment (spec section 9). Pure functions, shared by the scoring job (which
 * stores the result) and the report screens (which show bands and their colours).
 */

export const BANDS = ['HIGH', 'MODERATE', 'LOW'] as const;
export type Band = (typeof BANDS)[number];

/** Points per rating question: a rating is 1 to 5, and it scores its own value. */
export const POINTS_PER_RATING = 5;

/** The overall remark of each band (spec section 9). */
export const BAND_LABELS: Record<Band, string> = {
  HIGH: 'Most Suitable Career',
  MODERATE: 'Moderately Suitable Career',
  LOW: 'Least Suitable Career',
};

/** The colour each band is shown in (green, amber, red); the spec names green for HIGH. */
export const BAND_COLOURS: Record<Band, string> = { HIGH: '#2e7d32', MODERATE: '#ed6c02', LOW: '#d32f2f' };

/**
 * A score as a whole percentage of its maximum, rounded half up: the figure the report shows, so that the band
 * always agrees with the number the student sees (78.5% shows as 79% and is HIGH).
 */
export function percentOf(score: number, max: number): number {
  if (!Number.isFinite(score) || !Number.isFinite(max) || max <= 0)
    throw new RangeError(`Cannot take ${score} as a percentage of ${max}`);
  return Math.floor((score * 100) / max + 0.5);
}

/** Overall band: 79 to 100 HIGH, 51 to 78 MODERATE, otherwise LOW, on the rounded percentage. */
export function overallBand(total: number, max: number): Band {
  const percent = percentOf(total, max);
  if (percent >= 79) return 'HIGH';
  if (percent >= 51) return 'MODERATE';
  return 'LOW';
}

/** The spec's tables for the section maxima it names: [lowest HIGH score, lowest MODERATE score]. */
const SECTION_TABLES: Record<number, readonly [number, number]> = {
  25: [18, 13],
  15: [12, 8],
  10: [8, 5],
};

/**
 * Section band. Max 25: HIGH 18-25, MODERATE 13-17; max 15: HIGH 12-15, MODERATE 8-11; max 10: HIGH 8-10,
 * MODERATE 5-7; else LOW. Any other maximum uses the overall bands' percentages.
 */
export function sectionBand(score: number, max: number): Band {
  if (!Number.isInteger(score) || !Number.isInteger(max) || max <= 0 || score < 0 || score > max) {
    throw new RangeError(`A section score of ${score} out of ${max} is impossible`);
  }
  const table = SECTION_TABLES[max];
  if (!table) return overallBand(score, max);
  if (score >= table[0]) return 'HIGH';
  if (score >= table[1]) return 'MODERATE';
  return 'LOW';
}

export interface SectionAnswers {
  sectionId: string;
  name: string;
  /**
   * The ratings given to the section's rating questions (1 to 5), one per question; null for a question whose
   * timer ran out with no rating chosen, which scores 0 of its 5.
   */
  ratings: (number | null)[];
}

export interface SectionScore {
  sectionId: string;
  name: string;
  score: number;
  max: number;
  band: Band;
}

export interface AssessmentScore {
  sections: SectionScore[];
  total: number;
  max: number;
  percent: number;
  band: Band;
}

/**
 * Scores a completed assessment. Sections without rating questions (only videos, or only unscored question
 * types) have no score and are left out; an assessment needs at least one rating question to be scored.
 */
export function scoreAssessment(sections: SectionAnswers[]): AssessmentScore {
  const scored: SectionScore[] = [];
  for (const section of sections) {
    if (section.ratings.length === 0) continue;
    for (const rating of section.ratings) {
      if (rating !== null && (!Number.isInteger(rating) || rating < 1 || rating > 5))
        throw new RangeError(`A rating of ${rating} is impossible`);
    }
    const score = section.ratings.reduce<number>((sum, r) => sum + (r ?? 0), 0);
    const max = POINTS_PER_RATING * section.ratings.length;
    scored.push({ sectionId: section.sectionId, name: section.name, score, max, band: sectionBand(score, max) });
  }
  if (scored.length === 0) throw new RangeError('An assessment without rating questions cannot be scored');
  const total = scored.reduce((sum, s) => sum + s.score, 0);
  const max = scored.reduce((sum, s) => sum + s.max, 0);
  return { sections: scored, total, max, percent: percentOf(total, max), band: overallBand(total, max) };
}
