import type { Career, CareerAggregateResponse, FieldRef } from '@app/contracts';

/** A published career as the snapshot keeps it: its public JSON and what the reads sort and match on. */
export interface SnapshotCareer {
  career: Career;
  fieldId: string;
  /** The name in lower case, matched by the search. */
  folded: string;
}

/** Between the names in the searched text: never in a name (folded to a space) nor in a search. */
const SEPARATOR = '\n';

export interface SearchHit {
  _id: string;
  name: string;
}

/**
 * The published catalogue at one version, in memory and never changed: every public read (pages, a field's
 * pages, counts, a career, the name search) is answered from it without the database. `careers` comes in the
 * database's order (name, then id, in the database's collation), so pages are exactly what `ORDER BY name, id`
 * would give; its index is each career's rank.
 */
export class CatalogueSnapshot {
  private readonly byId = new Map<string, SnapshotCareer>();
  private readonly byField = new Map<string, SnapshotCareer[]>();
  /** Every name in lower case, in order, one after another; `starts[rank]` is where each begins (and one past). */
  private readonly names: string;
  private readonly starts: Int32Array;
  private aggregated?: CareerAggregateResponse;

  constructor(
    readonly version: number,
    readonly fields: readonly FieldRef[],
    private readonly careers: readonly SnapshotCareer[],
  ) {
    for (const f of fields) this.byField.set(f._id, []);
    for (const c of careers) {
      this.byId.set(c.career._id, c);
      this.byField.get(c.fieldId)?.push(c);
    }
    const folded = careers.map((c) => c.folded.replaceAll(SEPARATOR, ' '));
    this.names = folded.join(SEPARATOR);
    this.starts = new Int32Array(careers.length + 1);
    for (let r = 0, at = 0; r <= careers.length; r++) {
      this.starts[r] = at;
      at += (folded[r]?.length ?? 0) + SEPARATOR.length;
    }
  }

  hasField(fieldId: string): boolean {
    return this.byField.has(fieldId);
  }

  /** One page in name order; past the end, an empty page. */
  page(offset: number, limit: number, fieldId?: string): Career[] {
    return this.listOf(fieldId)
      .slice(offset, offset + limit)
      .map((c) => c.career);
  }

  count(fieldId?: string): number {
    return this.listOf(fieldId).length;
  }

  career(id: string): Career | undefined {
    return this.byId.get(id)?.career;
  }

  /**
   * Careers whose name contains the text, case-insensitively: names that start with it first, then earlier
   * matches, then name order. Only the best `limit` are kept while scanning (a two-letter search matches
   * thousands of a large catalogue).
   */
  search(text: string, limit: number): SearchHit[] {
    const needle = text.toLowerCase();
    if (!needle || needle.includes(SEPARATOR)) return [];
    const best: { rank: number; key: number }[] = [];
    // One native indexOf over all the names at once, then on from the next name: each name's first match only.
    let rank = 0;
    for (let i = this.names.indexOf(needle); i >= 0; i = this.names.indexOf(needle, this.starts[rank + 1])) {
      while (this.starts[rank + 1] <= i) rank++;
      const at = i - this.starts[rank];
      // One number orders by (starts with it, position, rank): the rank stays below 2^26 for any catalogue.
      const key = (at === 0 ? 0 : 1 + Math.min(at, 1023)) * 2 ** 26 + rank;
      if (best.length === limit && key >= best[best.length - 1].key) continue;
      let j = best.length;
      while (j > 0 && best[j - 1].key > key) j--;
      best.splice(j, 0, { rank, key });
      if (best.length > limit) best.pop();
    }
    return best.map(({ rank: r }) => ({ _id: this.careers[r].career._id, name: this.careers[r].career.name }));
  }

  /** Per field, every published career's id and name in name order (the /student page's lists). */
  aggregate(): CareerAggregateResponse {
    this.aggregated ??= this.fields.map((f) => ({
      ...f,
      careers: (this.byField.get(f._id) ?? []).map(({ career }) => ({ _id: career._id, name: career.name })),
    }));
    return this.aggregated;
  }

  private listOf(fieldId?: string): readonly SnapshotCareer[] {
    return fieldId ? (this.byField.get(fieldId) ?? []) : this.careers;
  }
}
