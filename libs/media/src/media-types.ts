import { fileTypeFromBuffer } from 'file-type';

export type MediaKind = 'image' | 'video';

export interface MediaType {
  kind: MediaKind;
  contentType: string;
  /** The stored file's extension: the public URL's, from which the file server answers the content type. */
  extension: string;
}

export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

/** The largest upload of any kind: the multipart parser's own limit, and the stream's bound before sniffing. */
export const MAX_UPLOAD_BYTES = MAX_VIDEO_BYTES;

export const MAX_BYTES: Record<MediaKind, number> = { image: MAX_IMAGE_BYTES, video: MAX_VIDEO_BYTES };

export const SVG: MediaType = { kind: 'image', contentType: 'image/svg+xml', extension: 'svg' };

/** What may be uploaded, by the type file-type reads from the first bytes. */
const BY_SNIFFED_MIME: Record<string, MediaType> = {
  'image/png': { kind: 'image', contentType: 'image/png', extension: 'png' },
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' },
  'image/webp': { kind: 'image', contentType: 'image/webp', extension: 'webp' },
  'video/mp4': { kind: 'video', contentType: 'video/mp4', extension: 'mp4' },
  'video/webm': { kind: 'video', contentType: 'video/webm', extension: 'webm' },
};

/** Every stored extension's content type, for the file server. */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  [...Object.values(BY_SNIFFED_MIME), SVG].map((t) => [t.extension, t.contentType]),
);

/** How many leading bytes the sniffing reads (file-type's own "reasonable detection size"). */
export const SNIFF_BYTES = 4100;

export const ACCEPTED_TYPES_TEXT = 'PNG, JPEG, WebP or SVG images, or MP4 or WebM videos';

export type Sniffed = { type: MediaType } | { svgCandidate: true } | { refused: string };

/**
 * The type of an upload from its first bytes, never from its name or declared type. Binary formats are
 * recognised by file-type. SVG is text, which file-type does not identify (at most as XML): a text that starts
 * with markup is a candidate, confirmed only by parsing it whole (svg-sanitizer.ts) and finding an <svg> root.
 */
export async function sniffMediaType(head: Buffer): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(head);
  if (found && BY_SNIFFED_MIME[found.mime]) return { type: BY_SNIFFED_MIME[found.mime] };
  if ((!found || found.mime === 'application/xml') && startsWithMarkup(head)) return { svgCandidate: true };
  return { refused: found ? found.mime : 'unknown' };
}

/** UTF-8 text (an optional byte-order mark and white space first) whose first character is `<`. */
function startsWithMarkup(head: Buffer): boolean {
  let text = head.toString('utf8');
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  return /^[\t\n\r ]*</.test(text);
}
