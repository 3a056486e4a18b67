import type { Readable } from 'node:stream';

/** What `put` stored: the key it chose from the content's hash, the hash itself and the size. */
export interface StoredObject {
  key: string;
  sha256: string;
  bytes: number;
}

export interface StoredObjectInfo {
  bytes: number;
}

/** An inclusive byte range, as HTTP's Range header counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded media bytes live. The API reaches them only through this class (the Nest token too), so a
 * bucket-backed store can replace the local directory without touching the service or the routes.
 *
 * Objects are content-addressed: `put` hashes the bytes as they stream through and only then names the object
 * (`keyFor(sha256)`), so the same content uploaded twice is one object. A failed or aborted `put` leaves nothing
 * behind under any key. Objects are never deleted (media is append-only).
 */
export abstract class MediaStorage {
  /**
   * Streams `source` into the store. The object becomes visible under `keyFor(sha256)` only once every byte is
   * written; if `source` fails (too large, aborted, malformed), the partial bytes are removed and the error is
   * rethrown.
   */
  abstract put(source: Readable, keyFor: (sha256: string) => string): Promise<StoredObject>;

  /** The object's size, or undefined when there is none under `key` (or `key` is not a valid key). */
  abstract stat(key: string): Promise<StoredObjectInfo | undefined>;

  /** The object's bytes, or only `range` of them. The caller has checked the key and the range with `stat`. */
  abstract read(key: string, range?: ByteRange): Readable;

  /** Where a browser fetches the object: a path on this site (or, for another store, its own address). */
  abstract url(key: string): string;
}
