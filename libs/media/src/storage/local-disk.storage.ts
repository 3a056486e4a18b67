import { randomUUID, createHash } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import { MediaStorage, type ByteRange, type StoredObject, type StoredObjectInfo } from './media-storage.js';

/** Lower-case segments of letters, digits, dots, dashes and underscores, none starting with a dot: no `..`. */
const KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** Partial uploads, inside the store so that the final rename stays on one file system (and is atomic). */
const TEMP_DIR = '.tmp';

/**
 * A temp file older than this is a leftover of a crashed process (an upload in progress on another replica is
 * younger: 200 MB at a slow 50 kB/s is about an hour).
 */
const STALE_TEMP_MS = 24 * 3600_000;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

/**
 * The embedded default and docker-compose's store: a directory every API replica shares (a named volume in
 * docker-compose). Each upload is written to a temp file in `.tmp/`, flushed to disk, then renamed to its key, so a
 * reader never sees half a file, and a crash never leaves one under a real name.
 */
export class LocalDiskMediaStorage extends MediaStorage {
  private readonly logger = new Logger('MediaStorage');

  constructor(
    private readonly root: string,
    private readonly publicPrefix: string,
  ) {
    super();
  }

  /** Makes the directory and checks it is writable, so a wrong MEDIA_STORAGE_DIR stops the boot, not an upload. */
  async prepare(): Promise<void> {
    try {
      await mkdir(join(this.root, TEMP_DIR), { recursive: true });
      await access(this.root, constants.W_OK);
      await access(join(this.root, TEMP_DIR), constants.W_OK);
    } catch (error) {
      throw new Error(
        `MEDIA_STORAGE_DIR ${this.root} cannot be used for uploads: ${(error as Error).message}. Make it (or its parent) writable by this user, or point MEDIA_STORAGE_DIR elsewhere.`,
        { cause: error },
      );
    }
    await this.removeStaleTempFiles();
  }

  async put(source: Readable, keyFor: (sha256: string) => string): Promise<StoredObject> {
    const temp = join(this.root, TEMP_DIR, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let bytes = 0;
    try {
      await pipeline(
        source,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            bytes += chunk.length;
            done(null, chunk);
          },
        }),
        // `flush`: on disk before it gets its name, so after a power cut a key never names a truncated file.
        createWriteStream(temp, { flags: 'wx', mode: 0o644, flush: true }),
      );
      const sha256 = hash.digest('hex');
      const key = keyFor(sha256);
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key "${key}"`);
      const target = this.pathOf(key);
      if ((await this.stat(key))?.bytes === bytes) {
        // The same content is there already (an earlier upload, or another replica's at this moment).
        await rm(temp, { force: true });
      } else {
        await mkdir(dirname(target), { recursive: true });
        await rename(temp, target);
      }
      return { key, sha256, bytes };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | undefined> {
    if (!isValidStorageKey(key)) return undefined;
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { bytes: info.size } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key "${key}"`);
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  url(key: string): string {
    return `${this.publicPrefix}/${key}`;
  }

  private pathOf(key: string): string {
    return join(this.root, ...key.split('/'));
  }

  private async removeStaleTempFiles(): Promise<void> {
    const dir = join(this.root, TEMP_DIR);
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > STALE_TEMP_MS) {
        await rm(path, { force: true });
        this.logger.warn(`Removed ${name}, a partial upload left by a stopped process`);
      }
    }
  }
}
