import { Injectable, NotFoundException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ERROR_CODES } from '@app/contracts';
import { parseByteRange } from './byte-range.js';
import { CONTENT_TYPE_BY_EXTENSION } from './media-types.js';
import { type ByteRange, MediaStorage } from './storage/media-storage.js';

/** Where uploads are served: apart from /media, the demo's own clips (a static folder of the build). */
export const UPLOADS_PATH = '/uploads';

/** A stored object's key as the service names them (storageKeyFor): nothing else is ever served. */
const KEY = new RegExp(`^([0-9a-f]{2})/(\\1[0-9a-f]{62})\\.(${Object.keys(CONTENT_TYPE_BY_EXTENSION).join('|')})$`);

/**
 * An uploaded SVG opened on its own is a document of this site: no script, no fetch, no frame, whatever slipped
 * past the sanitiser; only its own inline styles.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export interface FileRequest {
  method: string;
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
}

export interface FileAnswer {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

/**
 * Serves uploaded files by key. A key names its content (its sha256), so an answer never changes: browsers and
 * proxies keep it for a year without asking again, and the ETag is the hash. Videos are fetched in ranges by
 * the student player.
 */
@Injectable()
export class MediaFilesService {
  constructor(private readonly storage: MediaStorage) {}

  async serve(key: string, request: FileRequest): Promise<FileAnswer> {
    const match = KEY.exec(key);
    const info = match ? await this.storage.stat(key) : undefined;
    if (!match || !info) throw new NotFoundException({ message: 'File not found', code: ERROR_CODES.NotFound });
    const etag = `"${match[2]}"`;
    const contentType = CONTENT_TYPE_BY_EXTENSION[match[3]];
    const headers: Record<string, string> = {
      'content-type': contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      ...(contentType === 'image/svg+xml' ? { 'content-security-policy': SVG_POLICY } : {}),
    };
    const matches = (tag: string) => ['*', etag, `W/${etag}`].includes(tag.trim());
    if (request.ifNoneMatch?.split(',').some(matches)) {
      return { status: 304, headers };
    }
    // A Range with an If-Range for another version is answered whole (the content never changes, so it rarely is).
    const range = request.ifRange && request.ifRange !== etag ? undefined : parseByteRange(request.range, info.bytes);
    if (range === 'unsatisfiable') {
      return { status: 416, headers: { ...headers, 'content-range': `bytes */${info.bytes}`, 'content-length': '0' } };
    }
    // Fastify answers HEAD by running the GET route and dropping its body; a body of nothing at all would make it
    // announce Content-Length 0, while an (empty) stream keeps the length given here, and no file is opened.
    const head = request.method === 'HEAD';
    const read = (range?: ByteRange) => (head ? Readable.from([]) : this.storage.read(key, range));
    if (!range) {
      return { status: 200, headers: { ...headers, 'content-length': String(info.bytes) }, body: read() };
    }
    return {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${info.bytes}`,
        'content-length': String(range.end - range.start + 1),
      },
      body: read(range),
    };
  }
}
