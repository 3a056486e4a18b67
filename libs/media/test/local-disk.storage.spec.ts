import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalDiskMediaStorage } from '../src/storage/local-disk.storage.js';

// The local-disk store on a real directory: content-addressed keys, nothing half-written, ranges.

let dir: string;
let storage: LocalDiskMediaStorage;

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const keyFor = (sha256: string) => `${sha256.slice(0, 2)}/${sha256}.txt`;

/** Every file under the store (the temp folder included), relative to it. */
async function files(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-storage-'));
  storage = new LocalDiskMediaStorage(join(dir), '/uploads');
  await storage.prepare();
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('LocalDiskMediaStorage', () => {
  it('stores a stream under the key its hash names, and answers stat, read and url for it', async () => {
    const stored = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]), keyFor);
    expect(stored).toEqual({ key: keyFor(sha('hello world')), sha256: sha('hello world'), bytes: 11 });
    expect(await readFile(join(dir, stored.key), 'utf8')).toBe('hello world');
    expect(await storage.stat(stored.key)).toEqual({ bytes: 11 });
    expect(await text(storage.read(stored.key))).toBe('hello world');
    expect(await text(storage.read(stored.key, { start: 6, end: 10 }))).toBe('world');
    expect(storage.url(stored.key)).toBe(`/uploads/${stored.key}`);
    expect(await files()).toEqual([stored.key]);
  });

  it('keeps one file for the same content stored twice', async () => {
    const first = await storage.put(Readable.from([Buffer.from('same')]), keyFor);
    const second = await storage.put(Readable.from([Buffer.from('same')]), keyFor);
    expect(second).toEqual(first);
    expect(await files()).toEqual([first.key]);
  });

  it('leaves nothing behind when the stream fails half-way, and passes the failure on', async () => {
    function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      yield Buffer.alloc(64 * 1024, 2);
      throw new Error('connection lost');
    }
    await expect(storage.put(Readable.from(failing()), keyFor)).rejects.toThrow('connection lost');
    expect(await files()).toEqual([]);
  });

  it('knows no object under a missing or malformed key, and never reads outside its directory', async () => {
    expect(await storage.stat('ab/missing.txt')).toBeUndefined();
    for (const key of ['../etc/passwd', 'ab/../../x', '.tmp/x.part', '/etc/passwd', 'AB/x.txt', '']) {
      expect(await storage.stat(key)).toBeUndefined();
      expect(() => storage.read(key)).toThrow('Invalid storage key');
    }
    await expect(storage.put(Readable.from([Buffer.from('x')]), () => '../escape')).rejects.toThrow(
      'Invalid storage key',
    );
    expect(await files()).toEqual([]);
  });

  it('refuses to start on a directory it cannot make', async () => {
    const blocked = new LocalDiskMediaStorage('/proc/version/media', '/uploads');
    await expect(blocked.prepare()).rejects.toThrow(/MEDIA_STORAGE_DIR \/proc\/version\/media cannot be used/);
  });
});
