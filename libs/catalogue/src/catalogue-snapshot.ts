import type { Career, CareerAggregateResponse, FieldRef } from '@app/contracts';
import { CareerSearchIndex } from './search/career-search-index.js';

/** A published career as the snapshot keeps it: its public JSON and what the reads sort and match on. */
export interface SnapshotCareer {
  career: Career;
  fieldId: string;
  /** Other names the search finds it by (abbreviations, its Hindi name). */
  aliases: readonly string[];
}

export interface SearchHit {
  _id: string;
  name: string;
}

/**
 * The published catalogue at one version, in memory and never changed: every public read (pages, a field's
 * pages, counts, a career, the search) is answered from it without the database. `careers` comes in the
 * database's order (display order, then name, then id, in the database's collation), so pages are exactly what
 * `ORDER BY display_order, name, id` would give; its index is each career's rank.
 */
export class CatalogueSnapshot {
  private readonly byId = new Map<string, SnapshotCareer>();
  private readonly byField = new Map<string, SnapshotCareer[]>();
  private readonly index: CareerSearchIndex;
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
    this.index = new CareerSearchIndex(careers.map((c, rank) => ({ rank, name: c.career.name, aliases: c.aliases })));
  }

  hasField(fieldId: string): boolean {
    return this.byField.has(fieldId);
  }

  /** One page in the lists' order (display order, name); past the end, an empty page. */
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
   * Every career the search finds for the text (of one field, or all), best first: the results page's list. The
   * search's own order, so its first page starts as the suggestions do.
   */
  matches(text: string, fieldId?: string): Career[] {
    const ranks = this.index.search(text, this.careers.length);
    const found = ranks.map((rank) => this.careers[rank]);
    return (fieldId ? found.filter((c) => c.fieldId === fieldId) : found).map((c) => c.career);
  }

  /** The best careers for a search (`CareerSearchIndex` ranks them), best first. */
  search(text: string, limit: number): SearchHit[] {
    return this.index.search(text, limit).map((rank) => {
      const { _id, name } = this.careers[rank].career;
      return { _id, name };
    });
  }

  /** Per field, every published career's id and name in the lists' order (the /student page's lists). */
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
