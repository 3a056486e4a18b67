import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny but valid files of every accepted type, made here rather than kept as binaries: what file-type reads
 * from their first bytes is what the upload's type is decided by.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 opaque red PNG, with `padding` extra bytes in a private ancillary chunk (to make it as big as wanted). */
export function png(padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(padding > 0 ? [pngChunk('prVt', Buffer.alloc(padding))] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0xff, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 baseline JPEG (JFIF). */
export const jpeg = (): Buffer =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );

/** A 1×1 lossless WebP. */
export const webp = (): Buffer => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
}

/** The start of an MP4 (ISO base media): its `ftyp` box (brand isom), then `payload` bytes of media data. */
export function mp4Header(): Buffer {
  return box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2avc1mp41', 'latin1'),
    ]),
  );
}

export function mp4(payload = 2048): Buffer {
  return Buffer.concat([mp4Header(), box('mdat', Buffer.alloc(payload, 7))]);
}

/** An EBML element: its id, a one-byte (or eight-byte, for sizes over 126) length, and its data. */
function ebml(id: number[], data: Buffer): Buffer {
  const size =
    data.length < 127
      ? Buffer.from([0x80 | data.length])
      : Buffer.concat([Buffer.from([0x01]), Buffer.from(data.length.toString(16).padStart(14, '0'), 'hex')]);
  return Buffer.concat([Buffer.from(id), size, data]);
}

/** A WebM: the EBML header with DocType "webm", then a Segment holding `payload` bytes. */
export function webm(payload = 2048): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      ebml([0x42, 0x86], Buffer.from([1])), // EBMLVersion
      ebml([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
      ebml([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
      ebml([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
      ebml([0x42, 0x82], Buffer.from('webm', 'latin1')), // DocType
      ebml([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
      ebml([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
    ]),
  );
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], Buffer.alloc(payload, 3))]);
}

/** A clean logo: shapes, a gradient used through a local url(#...), a <use> of a local symbol, inline style. */
export const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" width="64" height="64">
  <title>Logo</title>
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#0a7"/><stop offset="1" stop-color="#07a"/></linearGradient>
    <symbol id="dot"><circle cx="4" cy="4" r="4"/></symbol>
  </defs>
  <style>.ring { stroke: url(#g); fill: none; }</style>
  <rect x="2" y="2" width="60" height="60" rx="8" fill="url(#g)"/>
  <circle class="ring" cx="32" cy="32" r="20" style="stroke-width: 4"/>
  <path d="M16 40 L32 16 L48 40 Z" fill="#fff"/>
  <use xlink:href="#dot" x="28" y="28"/>
</svg>
`;
