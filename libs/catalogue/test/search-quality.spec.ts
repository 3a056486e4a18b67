import { seedCareerAliases, seedCareers } from '@app/db';
import { CareerSearchIndex } from '../src/search/career-search-index.js';
import { SEARCH_QUERIES } from './search-queries.js';

// The starter catalogue in name order, as the snapshot ranks it.
const careers = [...seedCareers].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const index = new CareerSearchIndex(
  careers.map((c, rank) => ({ rank, name: c.name, aliases: seedCareerAliases[c.slug] ?? [] })),
);
const slugsFor = (query: string) => index.search(query, 10).map((rank) => careers[rank].slug);

describe('search quality on the starter catalogue', () => {
  const results = SEARCH_QUERIES.map(([query, expected]) => {
    const wanted = new Set(typeof expected === 'string' ? [expected] : expected);
    const found = slugsFor(query);
    const at = found.findIndex((slug) => wanted.has(slug));
    return { query, expected, found: found.slice(0, 3), at };
  });
  const rate = (k: number) => results.filter((r) => r.at >= 0 && r.at < k).length / results.length;

  it('has at least 100 queries, each naming starter careers', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(100);
    const slugs = new Set(seedCareers.map((c) => c.slug));
    for (const [, expected] of SEARCH_QUERIES) for (const s of [expected].flat()) expect(slugs).toContain(s);
  });

  it('finds the career in the first 3 for at least 90 % of them', () => {
    const misses = results.filter((r) => r.at < 0 || r.at >= 3);
    // The figures the note quotes; the misses say what to improve.
    console.log(
      `search quality: ${results.length} queries, hit@1 ${(rate(1) * 100).toFixed(1)} %, hit@3 ${(rate(3) * 100).toFixed(1)} %` +
        misses.map((m) => `\n  miss: ${m.query} -> ${m.found.join(', ') || '(nothing)'}`).join(''),
    );
    expect(rate(3)).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps exact starts first: a name that starts with the text beats a better typo match', () => {
    expect(slugsFor('data')[0]).toBe('data-scientist');
    expect(slugsFor('chef')[0]).toBe('chef');
    expect(slugsFor('Civil')).toEqual(['civil-engineer', 'civil-services-ias']);
  });
});
