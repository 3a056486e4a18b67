import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '@app/db';
import { noContent } from './assessment.errors.js';
import { loadedContent, type LoadedContent } from './content-plan.js';
import { ContentVersionsRepository } from './content-versions.repository.js';

/** How many versions the cache keeps (the demo catalogue has 44 tests; a school's exam day uses one or two). */
const CACHE_LIMIT = 500;

/**
 * The published versions of tests, as the player's judge, the scoring job and the reports read them. Every step
 * a student submits is judged against its attempt's version; reading and planning it each time was most of a
 * submit's work on exam day. A version never changes once published, so the copy is keyed by its id and never
 * goes stale: an edit or a publish is a new id, seen by the next attempt in every process.
 */
@Injectable()
export class ContentVersionsService {
  private readonly cache = new Map<string, LoadedContent>();

  constructor(private readonly repository: ContentVersionsRepository) {}

  /** The version with this id (an attempt's pinned one, or one `published` answered). */
  async load(versionId: string, executor?: DbExecutor): Promise<LoadedContent> {
    const cached = this.cache.get(versionId);
    if (cached) {
      // Most recently used last: the first key is the one to evict.
      this.cache.delete(versionId);
      this.cache.set(versionId, cached);
      return cached;
    }
    const row = await this.repository.byId(versionId, executor);
    if (!row) throw noContent();
    const content = loadedContent(row);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(versionId, content);
    return content;
  }

  /** The id of the version a new attempt takes: the career's latest; undefined when none was ever published. */
  published(careerId: string, executor?: DbExecutor): Promise<string | undefined> {
    return this.repository.latestId(careerId, executor);
  }
}
