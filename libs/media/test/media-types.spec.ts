import { parseByteRange } from '../src/byte-range.js';
import { sniffMediaType } from '../src/media-types.js';
import { CLEAN_SVG, jpeg, mp4, png, webm, webp } from '../../../test/support/media-samples.js';

describe('sniffMediaType', () => {
  it.each([
    ['PNG', png(), 'image', 'image/png', 'png'],
    ['JPEG', jpeg(), 'image', 'image/jpeg', 'jpg'],
    ['WebP', webp(), 'image', 'image/webp', 'webp'],
    ['MP4', mp4(), 'video', 'video/mp4', 'mp4'],
    ['WebM', webm(), 'video', 'video/webm', 'webm'],
  ])('reads %s from its first bytes', async (_, bytes, kind, contentType, extension) => {
    expect(await sniffMediaType(bytes.subarray(0, 4100))).toEqual({ type: { kind, contentType, extension } });
  });

  it('takes markup for an SVG candidate, to be confirmed by parsing it', async () => {
    expect(await sniffMediaType(Buffer.from(CLEAN_SVG))).toEqual({ svgCandidate: true });
    expect(await sniffMediaType(Buffer.from('\uFEFF\n  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      svgCandidate: true,
    });
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1'), 'application/pdf'],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, ...Array<number>(40).fill(0)]), 'application/zip'],
    ['plain text', Buffer.from('just some words'), 'unknown'],
    ['a QuickTime movie', Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  \0\0\0\0qt  ', 'latin1')]), 'video/quicktime'],
  ])('refuses %s', async (_, bytes, found) => {
    expect(await sniffMediaType(bytes)).toEqual({ refused: found });
  });
});

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('%s of 1000 bytes', (header, range) => expect(parseByteRange(header, 1000)).toEqual(range));

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=-0'])('%s of 1000 bytes is unsatisfiable', (header) =>
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable'),
  );

  it.each([undefined, '', 'bytes=', 'bytes=-', 'items=0-1', 'bytes=5-1', 'bytes=0-1,5-9', 'bytes=a-b'])(
    '%s is answered whole',
    (header) => expect(parseByteRange(header, 1000)).toBeUndefined(),
  );
});
