// A spread of distinct catalogue URLs, as many students browsing at once would ask: searches as the app sends them
// while a name is typed (the trimmed text after each 200 ms pause, 2+ characters), words of the names, typos, common
// searches of students (many without an answer), pages of the list (deep ones included) with and without a field filter, and
// careers' pages. Built from the seeded catalogue itself (GET /api/platform/careers/aggregate: every published career's
// id and name by field), with a seeded PRNG, so every run asks the same URLs in the same order.
import { getJson } from './http.mjs';

const PAGE_SIZE = 10; // the student app's (CAREERS_PAGE_SIZE)

/** Share of the URLs by kind; a kind with fewer distinct URLs than its share gives the rest to typed searches. */
const MIX = [
  ['search as typed', 0.35],
  ['search word', 0.1],
  ['search typo', 0.1],
  ['search, common ask', 0.01],
  ['list page', 0.15],
  ['field page', 0.14],
  ['career page', 0.15],
];

/** What students commonly type, whether or not a career of the catalogue is named so (many answer no careers). */
const COMMON_ASKS = [
  'doctor',
  'ias officer',
  'ips',
  'nda',
  'pilot training',
  'ca final',
  'mbbs',
  'bsc nursing',
  'teacher',
  'lawyer after 12th',
  'army',
  'merchant navy',
  'hotel management',
  'fashion designer',
  'software developer',
  'game developer',
  'ethical hacker',
  'youtuber',
  'cricketer',
  'chef',
  'interior designer',
  'actuary',
  'company secretary',
  'bank po',
  'ssc cgl',
  'railway jobs',
  'neet',
  'jee',
  'upsc',
  'clat',
];

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NEIGHBOURS = 'qwertyuiopasdfghjklzxcvbnm';

/** One slip of the fingers in a word: a letter dropped, doubled, swapped with the next, or its key's neighbour. */
function typo(word, rand) {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  switch (Math.floor(rand() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default: {
      const k = NEIGHBOURS.indexOf(word[i]);
      const next = k < 0 ? 'e' : NEIGHBOURS[(k + 1) % NEIGHBOURS.length];
      return word.slice(0, i) + next + word.slice(i + 1);
    }
  }
}

/**
 * `count` distinct URLs (paths with their query) in a shuffled order, each { kind, path }. `baseUrl` is the API,
 * asked once for the catalogue.
 */
export async function catalogueSpread(baseUrl, count, seed = 20260101) {
  const rand = mulberry32(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const byField = await getJson(`${baseUrl}/api/platform/careers/aggregate`);
  const careers = byField.flatMap((f) => f.careers);
  // "Marine Data Engineer 0042" is one of many "Marine Data Engineer"s: students type the title.
  const titles = [...new Set(careers.map((c) => c.name.replace(/\s+\d+$/, '')))];
  const words = [...new Set(titles.flatMap((t) => t.toLowerCase().split(/\s+/)).filter((w) => w.length >= 3))];
  const search = (query) => `/api/platform/careers/search?${new URLSearchParams({ query })}`;
  const page = (n, field) =>
    `/api/platform/careers?${new URLSearchParams({ pageNum: String(n), num: String(PAGE_SIZE), ...(field ? { field } : {}) })}`;

  // Each kind: a generator of candidate paths (repeats are skipped) and how many distinct ones it has at most.
  const kinds = {
    'search as typed': {
      next: () => {
        const name = rand() < 0.1 ? pick(careers).name : pick(titles);
        const typed = rand() < 0.7 ? name.toLowerCase() : name;
        return search(typed.slice(0, 2 + Math.floor(rand() * (typed.length - 1))).trim());
      },
      max: Infinity,
    },
    'search word': {
      next: () => {
        const w = pick(words);
        return search(rand() < 0.3 ? `${w} ${pick(words)}` : rand() < 0.5 ? w : w[0].toUpperCase() + w.slice(1));
      },
      max: words.length * words.length,
    },
    'search typo': {
      next: () => {
        // A title typed up to a word that came out wrong (every title has a word of 4+ letters).
        const parts = pick(titles).toLowerCase().split(' ');
        const i = pick(parts.map((w, k) => (w.length >= 4 ? k : -1)).filter((k) => k >= 0));
        parts[i] = typo(parts[i], rand);
        return search(parts.slice(0, i + 1).join(' '));
      },
      max: Infinity,
    },
    'search, common ask': { next: () => search(pick(COMMON_ASKS)), max: COMMON_ASKS.length },
    'list page': {
      next: () => page(Math.floor(rand() * Math.ceil(careers.length / PAGE_SIZE))),
      max: Math.ceil(careers.length / PAGE_SIZE),
    },
    'field page': {
      next: () => {
        const f = pick(byField);
        return page(Math.floor(rand() * Math.ceil(f.careers.length / PAGE_SIZE)), f._id);
      },
      max: byField.reduce((s, f) => s + Math.ceil(f.careers.length / PAGE_SIZE), 0),
    },
    'career page': { next: () => `/api/platform/careers/${pick(careers)._id}`, max: careers.length },
  };

  const seen = new Set();
  const urls = [];
  const take = (kind, n) => {
    const { next, max } = kinds[kind];
    const want = Math.min(n, max);
    let got = 0;
    for (let misses = 0; got < want && misses < 50 * want + 1000;) {
      const path = next();
      if (seen.has(path)) misses += 1;
      else {
        seen.add(path);
        urls.push({ kind, path });
        got += 1;
      }
    }
    return got;
  };
  let short = 0;
  for (const [kind, share] of MIX.slice(1)) short += Math.round(count * share) - take(kind, Math.round(count * share));
  take(MIX[0][0], count - urls.length);
  if (urls.length < count) throw new Error(`only ${urls.length} distinct catalogue URLs of the ${count} asked`);
  // Fisher-Yates with the same PRNG: the kinds interleave, and a run asks them in the same order every time.
  for (let i = urls.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [urls[i], urls[j]] = [urls[j], urls[i]];
  }
  return { urls, short };
}
