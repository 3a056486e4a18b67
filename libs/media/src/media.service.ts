import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { AuditService, type AuditActor, badListQuery, type ListQuery, type ListSpec } from '@app/admin-kit';
import type { AdminMedia } from '@app/contracts';
import { emptyFile, malformedSvg, tooLarge, unsupportedType } from './media.errors.js';
import { MEDIA_SORTABLE, MediaRepository, type MediaRow, type MediaSortField } from './media.repository.js';
import { MAX_BYTES, type MediaKind, type MediaType, SNIFF_BYTES, sniffMediaType, SVG } from './media-types.js';
import { MediaStorage, type StoredObject } from './storage/media-storage.js';
import { SvgSanitizer } from './svg-sanitizer.js';
import type { IncomingUpload } from './upload-part.js';

type Chunks = AsyncIterator<Buffer>;

const MEDIA_FILTERS = { kind: 'text', q: 'text', id: 'ids' } as const;
type MediaFilter = keyof typeof MEDIA_FILTERS;

/** The console's list of uploads: newest first; by kind, by a part of the file name, or by ids (getMany). */
export const MEDIA_LIST_SPEC: ListSpec<MediaSortField, MediaFilter> = {
  sortable: MEDIA_SORTABLE,
  defaultSort: ['createdAt', 'DESC'],
  filters: MEDIA_FILTERS,
};

/** Stored objects are named by content: `ab/ab12…ef.png`, the first two hex digits spreading them over folders. */
export const storageKeyFor = (type: MediaType) => (sha256: string) =>
  `${sha256.slice(0, 2)}/${sha256}.${type.extension}`;

/**
 * Staff uploads. The type is read from the first bytes, and it decides the limit (images 1 MB, videos 200 MB);
 * the bytes stream to storage as they arrive (an SVG, at most 1 MB, is read whole to be sanitised first). Only a
 * stored, complete file gets a row, and the row and its audit entry commit together.
 */
@Injectable()
export class MediaService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly storage: MediaStorage,
    private readonly svg: SvgSanitizer,
    private readonly audit: AuditService,
  ) {}

  async upload(upload: IncomingUpload, actor: AuditActor): Promise<AdminMedia> {
    const { type, stored } = await this.store(upload.stream);
    return this.repository.transaction(async (tx) => {
      const row = await this.repository.insert(tx, {
        kind: type.kind,
        contentType: type.contentType,
        bytes: stored.bytes,
        sha256: stored.sha256,
        storageKey: stored.key,
        originalName: upload.filename,
        createdBy: actor.userId,
      });
      const record = this.toRecord(row);
      const { id: _id, createdAt: _at, ...after } = record;
      await this.audit.record(tx, actor, {
        action: 'create',
        resource: 'media',
        resourceId: row.id,
        before: null,
        after: { ...after, sha256: row.sha256 },
      });
      return record;
    });
  }

  async list(query: ListQuery<MediaSortField, MediaFilter>): Promise<{ rows: AdminMedia[]; total: number }> {
    const { kind, q, id } = query.filter;
    if (kind !== undefined && kind !== 'image' && kind !== 'video') throw badListQuery('filter kind must be image or video');
    const { rows, total } = await this.repository.list({
      ...query,
      filter: { kind, q: q as string | undefined, id: id as string[] | undefined },
    });
    return { rows: rows.map((row) => this.toRecord(row)), total };
  }

  async find(id: string): Promise<AdminMedia | undefined> {
    const row = await this.repository.find(id);
    return row && this.toRecord(row);
  }

  private async store(source: Readable): Promise<{ type: MediaType; stored: StoredObject }> {
    const chunks = source[Symbol.asyncIterator]() as Chunks;
    try {
      const { head, done } = await readHead(chunks, SNIFF_BYTES);
      if (head.length === 0) throw emptyFile();
      const sniffed = await sniffMediaType(head);
      if ('refused' in sniffed) throw unsupportedType(sniffed.refused === 'unknown' ? undefined : sniffed.refused);
      if ('svgCandidate' in sniffed) {
        const sanitized = await this.svg.sanitize(await readWhole(head, done, chunks, 'image'));
        if (!sanitized.ok && sanitized.reason === 'not-svg') throw unsupportedType(`not an SVG (${sanitized.detail})`);
        if (!sanitized.ok) throw malformedSvg(sanitized.detail);
        return { type: SVG, stored: await this.storage.put(Readable.from([sanitized.svg]), storageKeyFor(SVG)) };
      }
      const { type } = sniffed;
      const body = Readable.from(limited(head, done, chunks, type.kind));
      return { type, stored: await this.storage.put(body, storageKeyFor(type)) };
    } finally {
      // A refused upload stops reading here: the rest of its body is never taken in (the answer closes the connection).
      await chunks.return?.();
    }
  }

  private toRecord(row: MediaRow): AdminMedia {
    return {
      id: row.id,
      url: this.storage.url(row.storageKey),
      kind: row.kind,
      contentType: row.contentType,
      bytes: row.bytes,
      originalName: row.originalName,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** At least `bytes` leading bytes (fewer if the file is shorter); `done` when that was the whole file. */
async function readHead(chunks: Chunks, bytes: number): Promise<{ head: Buffer; done: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), done: true };
    parts.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(parts), done: false };
}

/** The whole file, refused as soon as it passes its kind's limit. */
async function readWhole(head: Buffer, done: boolean, rest: Chunks, kind: MediaKind): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of limited(head, done, rest, kind)) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The file's bytes, failing with a 413 as soon as they pass the kind's limit. */
async function* limited(head: Buffer, done: boolean, rest: Chunks, kind: MediaKind): AsyncGenerator<Buffer> {
  let total = head.length;
  if (total > MAX_BYTES[kind]) throw tooLarge(kind);
  yield head;
  if (done) return;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    total += next.value.length;
    if (total > MAX_BYTES[kind]) throw tooLarge(kind);
    yield next.value;
  }
}
