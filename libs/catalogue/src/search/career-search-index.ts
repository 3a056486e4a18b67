import { fold, trigrams } from './fold.js';

/** A career as the index takes it: its rank (name order) and the names it is found by. */
export interface SearchEntry {
  rank: number;
  name: string;
  aliases: readonly string[];
}

interface Term {
  rank: number;
  text: string;
  isName: boolean;
}

/** How the text was found in a name, best first. */
const enum Tier {
  Exact = 0,
  Prefix = 1,
  WordStart = 2,
  Inside = 3,
  Similar = 4,
}

/** The least pg_trgm similarity, averaged over the query's words, for a career found despite a typo. */
export const MIN_SIMILARITY = 0.3;
/** Between terms in the text scanned for matches inside words: folded text never holds it. */
const SEPARATOR = '\n';

/**
 * The career search, in memory. A career is found by its name or any of its aliases (abbreviations, Hindi
 * names), folded (`fold`). Ranking, best first:
 * 1. the whole name is the text ("ca" for Chartered Accountant's alias CA), then names that start with it;
 * 2. a word of the name starts with it ("engineer" in Data Engineer), earlier first;
 * 3. it is inside a word ("ist" in Dentist), earlier first;
 * 4. a typo ("docter", "enginer"): each word of the text like a word of the name (pg_trgm's trigram
 *    similarity), at least MIN_SIMILARITY on average, more similar first;
 * then a career's own name before its aliases, then name order. Each later kind is only looked for while fewer
 * careers than asked were found: it could not rank above them.
 */
export class CareerSearchIndex {
  private readonly terms: Term[] = [];
  /** Every distinct word of every term, sorted; `postings[w]` holds (term, where the word starts) pairs. */
  private readonly words: string[];
  private readonly postings: number[][];
  /** For typos: trigram -> the words holding it, and each word's number of trigrams. */
  private readonly wordsByGram = new Map<string, number[]>();
  private readonly gramCounts: number[];
  /** All terms one after another, for matches inside words; `starts[t]` is where term t begins. */
  private readonly haystack: string;
  private readonly starts: Int32Array;

  constructor(entries: readonly SearchEntry[]) {
    for (const e of entries) {
      const seen = new Set<string>();
      for (const [i, raw] of [e.name, ...e.aliases].entries()) {
        const text = fold(raw);
        if (text && !seen.has(text)) this.terms.push({ rank: e.rank, text, isName: i === 0 });
        seen.add(text);
      }
    }
    const byWord = new Map<string, number[]>();
    this.terms.forEach((term, t) => {
      let at = 0;
      for (const word of term.text.split(' ')) {
        let list = byWord.get(word);
        if (!list) byWord.set(word, (list = []));
        list.push(t, at);
        at += word.length + 1;
      }
    });
    this.words = [...byWord.keys()].sort();
    this.postings = this.words.map((w) => byWord.get(w)!);
    this.gramCounts = this.words.map((w, id) => {
      const grams = trigrams(w);
      for (const g of grams) {
        const list = this.wordsByGram.get(g);
        if (list) list.push(id);
        else this.wordsByGram.set(g, [id]);
      }
      return grams.size;
    });
    this.haystack = this.terms.map((t) => t.text).join(SEPARATOR);
    this.starts = new Int32Array(this.terms.length + 1);
    this.terms.forEach((t, i) => (this.starts[i + 1] = this.starts[i] + t.text.length + 1));
  }

  /** The ranks of the best `limit` careers for the text, best first. */
  search(query: string, limit: number): number[] {
    const text = fold(query);
    if (!text) return [];
    const best = new Map<number, number>();
    this.atWordStarts(text, best);
    if (best.size < limit) this.insideWords(text, best);
    if (best.size < limit) this.similar(text, best);
    return [...best]
      .sort((a, b) => a[1] - b[1])
      .slice(0, limit)
      .map(([rank]) => rank);
  }

  /** One number that sorts as (tier, position or dissimilarity, name before alias, rank). */
  private consider(best: Map<number, number>, t: number, tier: Tier, position: number): void {
    const { rank, isName } = this.terms[t];
    const key = ((tier * 1024 + Math.min(position, 1023)) * 2 + (isName ? 0 : 1)) * 2 ** 24 + rank;
    const known = best.get(rank);
    if (known === undefined || key < known) best.set(rank, key);
  }

  /** Tiers 1 and 2: from the words that start as the text does (or, for several words, its first word is). */
  private atWordStarts(text: string, best: Map<number, number>): void {
    const space = text.indexOf(' ');
    const first = space < 0 ? text : text.slice(0, space);
    for (let w = this.lowerBound(first); w < this.words.length && this.words[w].startsWith(first); w++) {
      if (space >= 0 && this.words[w] !== first) continue;
      const list = this.postings[w];
      for (let i = 0; i < list.length; i += 2) {
        const t = list[i];
        const at = list[i + 1];
        const term = this.terms[t].text;
        if (!term.startsWith(text, at)) continue;
        if (at > 0) this.consider(best, t, Tier.WordStart, at);
        else this.consider(best, t, term.length === text.length ? Tier.Exact : Tier.Prefix, 0);
      }
    }
  }

  /** Tier 3: one native indexOf over all terms, on from the next term after each match (its first only). */
  private insideWords(text: string, best: Map<number, number>): void {
    let t = 0;
    for (let i = this.haystack.indexOf(text); i >= 0; i = this.haystack.indexOf(text, this.starts[t + 1])) {
      while (this.starts[t + 1] <= i) t++;
      const at = i - this.starts[t];
      if (at > 0 && this.terms[t].text[at - 1] !== ' ') this.consider(best, t, Tier.Inside, at);
    }
  }

  /** Tier 4: for each word of the text, the words of the index most like it; a term scores their mean. */
  private similar(text: string, best: Map<number, number>): void {
    if (text.length < 3) return;
    const queryWords = text.split(' ');
    const scores = new Map<number, Float64Array>();
    queryWords.forEach((word, q) => {
      for (const [w, sim] of this.similarWords(word)) {
        const list = this.postings[w];
        for (let i = 0; i < list.length; i += 2) {
          let row = scores.get(list[i]);
          if (!row) scores.set(list[i], (row = new Float64Array(queryWords.length)));
          if (sim > row[q]) row[q] = sim;
        }
      }
    });
    for (const [t, row] of scores) {
      // Every word of the text must be like one of the term's: one exact word does not carry a stranger.
      if (row.includes(0)) continue;
      const mean = row.reduce((s, x) => s + x, 0) / row.length;
      if (mean >= MIN_SIMILARITY) this.consider(best, t, Tier.Similar, Math.round((1 - mean) * 1000));
    }
  }

  /** Words of the index sharing a trigram with `word`, and how similar they are (enough to count only). */
  private similarWords(word: string): [number, number][] {
    const grams = trigrams(word);
    const shared = new Map<number, number>();
    for (const g of grams) for (const w of this.wordsByGram.get(g) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
    const found: [number, number][] = [];
    for (const [w, n] of shared) {
      const sim = n / (grams.size + this.gramCounts[w] - n);
      // A word far below the mean's bar cannot lift a term over it (one word of two at 0.2 needs the other at 0.5).
      if (sim >= MIN_SIMILARITY / 2) found.push([w, sim]);
    }
    return found;
  }

  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.words[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
