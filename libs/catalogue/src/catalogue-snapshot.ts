import type { Career, CareerAggregateResponse, FieldRef } from '@app/contracts';

/** A published career as the snapshot keeps it: its public JSON and what the reads sort and match on. */
export interface SnapshotCareer {
  career: Career;
  fieldId: string;
  /** The name in lower case, matched by the search. */
  folded: string;
}

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
    const best: { c: SnapshotCareer; key: number }[] = [];
    const worst = () => best[best.length - 1].key;
    this.careers.forEach((c, rank) => {
      const at = c.folded.indexOf(needle);
      if (at < 0) return;
      // One number orders by (starts with it, position, rank): the rank stays below 2^26 for any catalogue.
      const key = (at === 0 ? 0 : 1 + Math.min(at, 1023)) * 2 ** 26 + rank;
      if (best.length === limit && key >= worst()) return;
      let i = best.length;
      while (i > 0 && best[i - 1].key > key) i--;
      best.splice(i, 0, { c, key });
      if (best.length > limit) best.pop();
    });
    return best.map(({ c }) => ({ _id: c.career._id, name: c.career.name }));
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
