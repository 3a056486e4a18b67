import { HttpException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { brokenUpload, noFile, notMultipart, uploadTooLarge } from './media.errors.js';
import { MAX_UPLOAD_BYTES } from './media-types.js';

/** The multipart field the file travels in. */
export const UPLOAD_FIELD = 'file';

/** Room for the multipart framing around the file (boundaries and part headers; no other fields are read). */
const FRAMING_BYTES = 64 * 1024;

/**
 * The limits @fastify/multipart is registered with (app.factory.ts). Busboy's own fileSize cut is the backstop
 * of the largest kind; the service applies each kind's limit. Fields are tiny: only the file is read.
 */
export const MULTIPART_LIMITS = {
  files: 1,
  fileSize: MAX_UPLOAD_BYTES,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
} as const;

export interface IncomingUpload {
  /** The file's bytes as they arrive; fails only with the 4xx to answer (too large, broke off, malformed). */
  stream: Readable;
  /** The uploader's file name, cleaned up for showing to people. */
  filename: string;
}

interface MultipartFile {
  fieldname: string;
  filename: string;
  file: Readable & { truncated?: boolean };
}

type MultipartRequest = FastifyRequest & { file(): Promise<MultipartFile | undefined> };

/**
 * The uploaded file of a multipart request, as a stream: never buffered here. Refuses at once a body whose
 * declared length is over the limit, so nothing of it is read.
 */
export async function readUpload(request: FastifyRequest): Promise<IncomingUpload> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + FRAMING_BYTES) throw uploadTooLarge(MAX_UPLOAD_BYTES);
  let part: MultipartFile | undefined;
  try {
    part = await (request as MultipartRequest).file();
  } catch (error) {
    throw toUploadError(error);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) throw noFile();
  const file = part.file;
  // Busboy stops passing bytes at its limit and ends the file quietly; fail it instead, at once.
  file.once('limit', () => file.destroy(uploadTooLarge(MAX_UPLOAD_BYTES)));
  return { stream: Readable.from(translated(file)), filename: displayName(part.filename) };
}

/** The file's chunks, its failures turned into the answers they deserve. */
async function* translated(file: MultipartFile['file']): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk as Buffer;
  } catch (error) {
    throw toUploadError(error);
  }
  if (file.truncated) throw uploadTooLarge(MAX_UPLOAD_BYTES);
}

function toUploadError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return uploadTooLarge(MAX_UPLOAD_BYTES);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return noFile();
  // A connection closed early, busboy's "Unexpected end of form", a part cut short: the body did not arrive whole.
  return brokenUpload();
}

/** The base name (browsers may send a path), without control characters, at most 255 characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'upload';
}
