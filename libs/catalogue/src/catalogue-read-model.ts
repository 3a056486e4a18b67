import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CareerRepository } from './career.repository.js';
import { CatalogueSnapshot } from './catalogue-snapshot.js';
import { toPublicCareer } from './public-career.js';

/** How often each API process asks whether the catalogue changed: edits show within about this long. */
export const CATALOGUE_CHECK_MS = 1_000;

/**
 * The published catalogue, kept in memory by each API process. A page, a search or a career costs no query:
 * on a catalogue of 10,000 careers, paging with OFFSET, counting and ILIKE scans cost PostgreSQL tens of
 * milliseconds per request once the answers stopped coming from the response cache. Every second one cheap
 * query reads `catalogue_version`; when it moved, the whole catalogue is loaded again (one query, in the
 * database's order) and replaces the snapshot at once, so a read never sees half an edit.
 */
@Injectable()
export class CatalogueReadModel implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueReadModel.name);
  private snapshot?: CatalogueSnapshot;
  private loading?: Promise<CatalogueSnapshot>;
  private timer?: NodeJS.Timeout;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly careers: CareerRepository) {}

  onApplicationBootstrap(): void {
    this.current().catch((err: unknown) => this.logger.warn(`catalogue not loaded yet: ${String(err)}`));
    this.timer = setInterval(() => {
      this.refresh().catch((err: unknown) => this.logger.warn(`catalogue check failed: ${String(err)}`));
    }, CATALOGUE_CHECK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Calls `listener` each time a snapshot of another version replaces the one in memory: the catalogue (careers,
   * fields, the course or the reviews) changed, through this process or any other. The API clears its public
   * response cache on it. Answers the function that removes the listener.
   */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The snapshot in memory; the first call (or the first after a failed load) waits for a load. */
  current(): Promise<CatalogueSnapshot> {
    return this.snapshot ? Promise.resolve(this.snapshot) : this.load();
  }

  /** A snapshot at least as new as the catalogue is now: loads again only if the version moved. */
  async refresh(): Promise<CatalogueSnapshot> {
    const version = await this.careers.catalogueVersion();
    if (this.snapshot?.version === version) return this.snapshot;
    // A load under way may have read the version before the change: the one after it cannot have.
    await this.loading?.catch(() => undefined);
    return this.snapshot?.version === version ? this.snapshot : this.load();
  }

  /**
   * A refresh not waited for, after a write through this process: its own public answers follow at once, the other
   * processes' within CATALOGUE_CHECK_MS. A reload of a large catalogue takes a while; the write need not wait.
   */
  refreshSoon(): void {
    this.refresh().catch((err: unknown) => this.logger.warn(`catalogue refresh failed: ${String(err)}`));
  }

  /** One load at a time; concurrent callers share it. */
  private load(): Promise<CatalogueSnapshot> {
    this.loading ??= this.read().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async read(): Promise<CatalogueSnapshot> {
    // The version first: the rows read after it are at least that new, so no change is ever missed.
    const version = await this.careers.catalogueVersion();
    const [fields, rows] = await Promise.all([this.careers.listFields(), this.careers.listPublished()]);
    const next = new CatalogueSnapshot(
      version,
      fields.map((f) => ({ _id: f.id, name: f.name })),
      rows.map((row) => ({ career: toPublicCareer(row), fieldId: row.fieldId, aliases: row.aliases })),
    );
    // Loads never overlap, so the last one is the newest (also after a restored, older database).
    const changed = this.snapshot?.version !== next.version;
    this.snapshot = next;
    // After the swap: what a listener's clear lets through is computed from the new snapshot.
    if (changed) for (const listener of this.listeners) this.notify(listener);
    return next;
  }

  private notify(listener: () => void): void {
    try {
      listener();
    } catch (err) {
      this.logger.warn(`catalogue change listener failed: ${String(err)}`);
    }
  }
}
