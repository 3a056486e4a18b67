import { fold, trigrams } from './fold.js';

/** A career as the index takes it: its rank (the lists' order) and the names it is found by. */
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

/**
 * The career search, in memory. A career is found by its name or any of its aliases (abbreviations, Hindi
 * names), folded (`fold`). Ranking, best first:
 * 1. the whole name is the text ("ca" for Chartered Accountant's alias CA), then names that start with it;
 * 2. a word of the name starts with it ("engineer" in Data Engineer), earlier first;
 * 3. it is inside a word ("ist" in Dentist), earlier first;
 * 4. a typo ("docter", "enginer"): each word of the text like a word of the name (pg_trgm's trigram
 *    similarity), at least MIN_SIMILARITY on average, more similar first;
 * then a career's own name before its aliases, then the lists' order (display order, name). Each later kind is
 * only looked for while fewer careers than asked were found: it could not rank above them.
 */
export class CareerSearchIndex {
  private readonly terms: Term[] = [];
  /** Every distinct word of every term, sorted; `postings[w]` holds (term, where the word starts) pairs. */
  private readonly words: string[];
  private readonly postings: number[][];
  /** For typos: trigram -> the words holding it, and each word's number of trigrams. */
  private readonly wordsByGram = new Map<string, number[]>();
  private readonly gramCounts: number[];
  /** Each term's words, as ids into `words`. */
  private readonly termWords: number[][];
  /** Scratch counters, one per word and one per term, reused by every search (JavaScript runs one at a time). */
  private readonly sharedGrams: Int32Array;
  private readonly termSeen: Int32Array;
  private searches = 0;

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
    const idOf = new Map(this.words.map((w, id) => [w, id]));
    this.termWords = this.terms.map((t) => t.text.split(' ').map((w) => idOf.get(w)!));
    this.sharedGrams = new Int32Array(this.words.length);
    this.termSeen = new Int32Array(this.terms.length);
  }

  /** The ranks of the best `limit` careers for the text, best first. */
  search(query: string, limit: number): number[] {
    const text = fold(query);
    if (!text) return [];
    const best = new Map<number, number>();
    this.atWordStarts(text, best);
    if (best.size < limit) this.insideWords(text, best);
    if (best.size < limit) this.similar(text, best);
    return lowest(best, limit);
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

  /**
   * Tier 3: the text starts inside a word: anywhere after its start for one word, at its end when more words
   * follow. Only words holding the text's first three letters can (all words for a shorter one).
   */
  private insideWords(text: string, best: Map<number, number>): void {
    const space = text.indexOf(' ');
    const first = space < 0 ? text : text.slice(0, space);
    const candidates = first.length >= 3 ? (this.wordsByGram.get(first.slice(0, 3)) ?? []) : this.words.keys();
    for (const w of candidates) {
      const word = this.words[w];
      const at =
        space < 0
          ? word.indexOf(first, 1)
          : word.length > first.length && word.endsWith(first)
            ? word.length - first.length
            : -1;
      if (at < 1) continue;
      const list = this.postings[w];
      for (let i = 0; i < list.length; i += 2) {
        const position = list[i + 1] + at;
        if (this.terms[list[i]].text.startsWith(text, position)) this.consider(best, list[i], Tier.Inside, position);
      }
    }
  }

  /**
   * Tier 4: each word of the text like a word of the term (similarWords). The candidates are the terms holding
   * a word like the text's rarest word; each is then scored on its own few words.
   */
  private similar(text: string, best: Map<number, number>): void {
    if (text.length < 3) return;
    const alike = text.split(' ').map((word) => this.similarWords(word));
    const postingsOf = (m: Map<number, number>) => {
      let n = 0;
      for (const w of m.keys()) n += this.postings[w].length;
      return n;
    };
    const sizes = alike.map(postingsOf);
    const rarest = alike[sizes.indexOf(Math.min(...sizes))];
    const stamp = ++this.searches;
    for (const w of rarest.keys()) {
      const list = this.postings[w];
      for (let i = 0; i < list.length; i += 2) {
        const t = list[i];
        if (this.termSeen[t] === stamp) continue;
        this.termSeen[t] = stamp;
        const mean = this.meanSimilarity(t, alike);
        if (mean >= MIN_SIMILARITY) this.consider(best, t, Tier.Similar, Math.round((1 - mean) * 1000));
      }
    }
  }

  /** The mean over the text's words of the best likeness among the term's words; 0 if one has none alike. */
  private meanSimilarity(t: number, alike: Map<number, number>[]): number {
    let sum = 0;
    for (const sims of alike) {
      let top = 0;
      for (const w of this.termWords[t]) top = Math.max(top, sims.get(w) ?? 0);
      // Every word of the text must be like one of the term's: one exact word does not carry a stranger.
      if (top === 0) return 0;
      sum += top;
    }
    return sum / alike.length;
  }

  /** Words of the index sharing a trigram with `word`, and how similar they are (enough to count only). */
  private similarWords(word: string): Map<number, number> {
    const grams = trigrams(word);
    const touched: number[] = [];
    for (const g of grams)
      for (const w of this.wordsByGram.get(g) ?? []) if (this.sharedGrams[w]++ === 0) touched.push(w);
    const found = new Map<number, number>();
    for (const w of touched) {
      const n = this.sharedGrams[w];
      this.sharedGrams[w] = 0;
      const sim = n / (grams.size + this.gramCounts[w] - n);
      // A word far below the mean's bar cannot lift a term over it (one word of two at 0.15 needs the other at 0.45).
      if (sim >= MIN_SIMILARITY / 2) found.set(w, sim);
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

/** The keys of the `limit` lowest values, lowest first, without sorting them all (a search may weigh thousands). */
function lowest(scores: Map<number, number>, limit: number): number[] {
  const top: [number, number][] = [];
  if (limit <= 0) return [];
  // Asked for all of them (the results page): one sort beats inserting each into the ordered list.
  if (limit >= scores.size) return [...scores].sort((a, b) => a[1] - b[1]).map(([key]) => key);
  for (const entry of scores) {
    if (top.length === limit && entry[1] >= top[limit - 1][1]) continue;
    let i = top.length;
    while (i > 0 && top[i - 1][1] > entry[1]) i--;
    top.splice(i, 0, entry);
    if (top.length > limit) top.pop();
  }
  return top.map(([key]) => key);
}
