import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { AdminMedia } from '@app/contracts';
import { CLEAN_SVG, jpeg, mp4, png, webm, webp } from '../../../test/support/media-samples.js';
import { multipartBody, multipartFraming, type MultipartOptions } from '../../../test/support/multipart.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

// POST /api/admin/media and the files it serves at /uploads, on a listening API (the broken-off upload needs a
// real socket). The 300 MB stream and the API's memory: media-upload-memory.http.spec.ts.

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let editor: TestUser;
let admin: TestUser;
let counsellor: TestUser;
let student: TestUser;

beforeAll(async () => {
  stack = await startStack({ listen: true });
  ({ app, db } = stack);
  [editor, admin, counsellor, student] = await Promise.all([
    createSignedInUser(app, db, 'content_editor', { prefix: 'editor' }),
    createSignedInUser(app, db, 'admin', { prefix: 'admin' }),
    createSignedInUser(app, db, 'counsellor', { prefix: 'counsellor' }),
    createSignedInUser(app, db, 'student', { prefix: 'student' }),
  ]);
});

afterAll(() => stack?.stop());

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
}

/** `token` null: no Authorization header. */
async function upload(file: Buffer, options: MultipartOptions = {}, token: string | null = editor.token) {
  const { headers, payload } = multipartBody(file, options);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...headers, ...(token ? { authorization: token } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json<AdminMedia & ErrorBody>(), headers: response.headers };
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every file in the test's media store, the temp folder's included, relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = stack.env.mediaStorageDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}

const mediaCount = async () => (await db.query('SELECT count(*)::int AS n FROM media')).rows[0].n as number;

/** Runs `refuse`, and checks it stored nothing: no file (not even a temp one) and no row. */
async function refusesWithoutTrace<T>(refuse: () => Promise<T>): Promise<T> {
  const [files, rows] = [await storedFiles(), await mediaCount()];
  const result = await refuse();
  expect(await storedFiles()).toEqual(files);
  expect(await mediaCount()).toBe(rows);
  return result;
}

describe('POST /api/admin/media', () => {
  it.each([
    ['a PNG logo', png(), 'logo.png', 'image', 'image/png', 'png'],
    ['a JPEG logo', jpeg(), 'logo.jpg', 'image', 'image/jpeg', 'jpg'],
    ['a WebP logo', webp(), 'logo.webp', 'image', 'image/webp', 'webp'],
    ['an MP4 video', mp4(), 'intro.mp4', 'video', 'video/mp4', 'mp4'],
    ['a WebM video', webm(), 'intro.webm', 'video', 'video/webm', 'webm'],
  ])(
    'takes %s: 201 with its id and url, one row and one audit entry; the url serves the same bytes',
    async (_, bytes, filename, kind, contentType, extension) => {
      const { status, body } = await upload(bytes, { filename, contentType: 'application/octet-stream' });
      expect(status).toBe(201);
      const hash = sha256(bytes);
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: `/uploads/${hash.slice(0, 2)}/${hash}.${extension}`,
        kind,
        contentType,
        bytes: bytes.length,
        originalName: filename,
        createdAt: expect.any(String),
      });
      const row = (await db.query('SELECT * FROM media WHERE id = $1', [body.id])).rows[0];
      expect(row).toMatchObject({
        kind,
        content_type: contentType,
        bytes: bytes.length,
        sha256: hash,
        created_by: editor.id,
      });
      const audit = (await db.query(`SELECT * FROM audit_log WHERE resource = 'media' AND resource_id = $1`, [body.id]))
        .rows;
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'create',
          user_id: editor.id,
          role: 'content_editor',
          before: null,
          after: expect.objectContaining({ url: body.url, kind, contentType, bytes: bytes.length, sha256: hash }),
        }),
      ]);

      const file = await app.inject({ method: 'GET', url: body.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers).toMatchObject({
        'content-type': contentType,
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${hash}"`,
        'x-content-type-options': 'nosniff',
      });
    },
  );

  it('keeps the file name for people: Devanagari as sent, without a path or control characters', async () => {
    const hindi = await upload(png(101), { filename: 'लोगो नया.png' });
    expect(hindi.body.originalName).toBe('लोगो नया.png');
    const pathy = await upload(png(102), { filename: 'C:\\fakepath\\tab\there.png' });
    expect(pathy.body.originalName).toBe('tabhere.png');
  });

  it('reads the type from the content: a PDF named logo.png and declared image/png is refused (415)', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const { status, body } = await refusesWithoutTrace(() =>
      upload(pdf, { filename: 'logo.png', contentType: 'image/png' }),
    );
    expect(status).toBe(415);
    expect(body).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message:
        'Only PNG, JPEG, WebP or SVG images, or MP4 or WebM videos can be uploaded; this file is application/pdf',
    });
  });

  it.each([
    [
      'an HTML page named logo.svg',
      Buffer.from('<html><body><script>alert(1)</script></body></html>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an HTML5 page named logo.svg',
      Buffer.from('<!DOCTYPE html><meta charset=utf-8><p>hi'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a GIF named logo.png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'logo.png', 'image/png'],
    ['plain text named intro.mp4', Buffer.from('not a video at all'), 'intro.mp4', 'video/mp4'],
    [
      'a QuickTime movie named intro.mp4',
      Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  \0\0\0\0qt  ', 'latin1')]),
      'intro.mp4',
      'video/mp4',
    ],
  ])('refuses %s (415) and stores nothing', async (_, bytes, filename, contentType) => {
    const { status, body } = await refusesWithoutTrace(() => upload(bytes, { filename, contentType }));
    expect({ status, code: body.code }).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(body.message).toMatch(/^Only PNG, JPEG, WebP or SVG images, or MP4 or WebM videos can be uploaded/);
  });

  it('takes a video disguised as a PNG as the video it is', async () => {
    const { status, body } = await upload(mp4(4096), { filename: 'logo.png', contentType: 'image/png' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'video', contentType: 'video/mp4', url: expect.stringMatching(/\.mp4$/) });
  });

  it('refuses a logo over 1 MB (413), while a video of that size is welcome: the limit follows the sniffed type', async () => {
    const big = png(1024 * 1024);
    const { status, body } = await refusesWithoutTrace(() => upload(big, { filename: 'huge.png' }));
    expect({ status, body }).toEqual({
      status: 413,
      body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Images can be at most 1 MB' },
    });
    const svg = Buffer.from(CLEAN_SVG.replace('<title>Logo</title>', `<title>${'x'.repeat(1024 * 1024)}</title>`));
    expect((await refusesWithoutTrace(() => upload(svg, { filename: 'huge.svg' }))).status).toBe(413);
    expect((await upload(mp4(big.length), { filename: 'clip.mp4' })).status).toBe(201);
  });

  it('takes a logo of exactly 1 MB', async () => {
    const exact = png(1024 * 1024 - png().length - 12);
    expect(exact.length).toBe(1024 * 1024);
    expect((await upload(exact, { filename: 'exact.png' })).status).toBe(201);
  });

  it('sanitises an SVG: scripts, handlers, foreignObject and external references go, the shapes stay', async () => {
    const evil = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert('onload')">
      <script>alert('script')</script>
      <style>@import url(https://evil.example/x.css);</style>
      <style>circle { fill: url(https://evil.example/p.svg#g) }</style>
      <a href="javascript:alert('href')"><rect id="r" width="4" height="4"/></a>
      <a xlink:href="https://evil.example/"><text>link</text></a>
      <image href="https://evil.example/track.png" width="1" height="1"/>
      <use href="https://evil.example/sprite.svg#icon"/>
      <circle cx="5" cy="5" r="3" fill="url(https://evil.example/f.svg#g)" style="stroke: url('https://evil.example/s')"/>
      <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
      <path d="M0 0 L10 10"/>
    </svg>`;
    const { status, body } = await upload(Buffer.from(evil), { filename: 'evil.svg', contentType: 'image/svg+xml' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'image', contentType: 'image/svg+xml', url: expect.stringMatching(/\.svg$/) });
    const file = await app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
    const stored = file.body;
    expect(stored).not.toMatch(/alert|evil\.example|onload|<script|foreignObject|javascript:|@import/i);
    expect(stored).toContain('<rect id="r" width="4" height="4"/>');
    expect(stored).toContain('<path d="M0 0 L10 10"/>');
    expect(stored).toContain('<circle cx="5" cy="5" r="3"');
    expect(body.bytes).toBe(Buffer.byteLength(stored));
    expect(body.url).toContain(sha256(stored));
  });

  it('keeps a clean SVG logo drawing the same', async () => {
    const { status, body } = await upload(Buffer.from(CLEAN_SVG), { filename: 'clean.svg' });
    expect(status).toBe(201);
    const stored = (await app.inject({ method: 'GET', url: body.url })).body;
    for (const shape of [
      '<rect x="2" y="2" width="60" height="60" rx="8" fill="url(#g)"/>',
      '<path d="M16 40 L32 16 L48 40 Z" fill="#fff"/>',
      'xlink:href="#dot"',
      'stroke: url(#g)',
    ]) {
      expect(stored).toContain(shape);
    }
  });

  it("refuses a broken SVG with the parser's reason (400)", async () => {
    const { status, body } = await refusesWithoutTrace(() =>
      upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), { filename: 'broken.svg' }),
    );
    expect({ status, code: body.code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(body.message).toMatch(/^The SVG cannot be read: /);
  });

  it('stores the same file twice as one file: two uploads, one url', async () => {
    const bytes = png(777);
    const first = await upload(bytes, { filename: 'a.png' });
    const before = await storedFiles();
    const second = await upload(bytes, { filename: 'b.png' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.url).toBe(first.body.url);
    expect(await storedFiles()).toEqual(before);
    expect((await storedFiles()).filter((f) => f.includes(sha256(bytes)))).toHaveLength(1);
  });

  it.each([
    ['a JSON body', { 'content-type': 'application/json' }, '{"file":"logo.png"}', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['no body', {}, undefined, 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('refuses %s: the file must come as multipart/form-data', async (_, headers, payload, status, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...headers, authorization: editor.token },
      ...(payload === undefined ? {} : { payload }),
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status,
      body: { statusCode: status, code, message: 'Send the file as multipart/form-data, in the field "file"' },
    });
  });

  it('refuses a form without the field "file", or with the file in another field (400)', async () => {
    const framing = multipartFraming();
    const boundary = framing.contentType.split('boundary=')[1];
    const onlyText = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nLogo\r\n--${boundary}--\r\n`,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { 'content-type': framing.contentType, authorization: editor.token },
      payload: onlyText,
    });
    const wrongField = await upload(png(), { field: 'logo' });
    for (const r of [{ status: response.statusCode, body: response.json<ErrorBody>() }, wrongField]) {
      expect(r).toMatchObject({
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'Choose a file to upload: send it as multipart/form-data, in the field "file"',
        },
      });
    }
  });

  it('refuses an empty file (400)', async () => {
    const { status, body } = await refusesWithoutTrace(() => upload(Buffer.alloc(0), { filename: 'empty.png' }));
    expect({ status, body }).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'BAD_REQUEST', message: 'The file is empty' },
    });
  });

  it('refuses a body cut short (no closing boundary) with a 400, and keeps no part of it', async () => {
    const framing = multipartFraming({ filename: 'cut.mp4' });
    const { status, body } = await refusesWithoutTrace(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/media',
        headers: { 'content-type': framing.contentType, authorization: editor.token },
        payload: Buffer.concat([framing.head, mp4(300_000)]),
      });
      return { status: response.statusCode, body: response.json<ErrorBody>() };
    });
    expect({ status, code: body.code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(body.message).toMatch(/broke off/);
  });

  it('leaves no file and no row when the uploader goes away half-way', async () => {
    const [files, rows] = [await storedFiles(), await mediaCount()];
    const framing = multipartFraming({ filename: 'aborted.mp4' });
    const { port } = new URL(stack.config.http.publicUrl);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${editor.token}\r\n` +
        `Content-Type: ${framing.contentType}\r\nContent-Length: ${framing.head.length + 10_000_000}\r\n\r\n`,
    );
    socket.write(framing.head);
    socket.write(mp4(2_000_000));
    // Once the API is writing it, a temp file exists; then the connection drops.
    await eventually(async () => (await storedFiles()).some((f) => f.startsWith('.tmp/')), 10_000, 'the temp file');
    socket.destroy();
    await eventually(async () => (await storedFiles()).every((f) => !f.startsWith('.tmp/')), 10_000, 'no temp file');
    expect(await storedFiles()).toEqual(files);
    expect(await mediaCount()).toBe(rows);
  });

  it('answers a declared length over 200 MB with 413 before reading the body', async () => {
    const framing = multipartFraming({ filename: 'huge.mp4' });
    const { port } = new URL(stack.config.http.publicUrl);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${editor.token}\r\n` +
        `Content-Type: ${framing.contentType}\r\nContent-Length: ${300 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(framing.head);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });

  it('lets content editors and admins upload; counsellors, students and strangers cannot', async () => {
    const bytes = png(31);
    expect((await upload(bytes, {}, editor.token)).status).toBe(201);
    expect((await upload(bytes, {}, admin.token)).status).toBe(201);
    const refusals = await refusesWithoutTrace(async () => [
      await upload(png(32), {}, counsellor.token),
      await upload(png(33), {}, student.token),
      await upload(png(34), {}, null),
    ]);
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'STAFF_ONLY'],
      [401, 'UNAUTHORIZED'],
    ]);
  });
});

describe('GET /uploads/<key>', () => {
  let video: Buffer;
  let url: string;

  beforeAll(async () => {
    video = mp4(100_000);
    ({
      body: { url },
    } = await upload(video, { filename: 'ranges.mp4' }));
  });

  const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers });

  it('answers a range of a video with 206 and those bytes', async () => {
    const first = await get({ range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers).toMatchObject({
      'content-range': `bytes 0-99/${video.length}`,
      'content-length': '100',
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
    });
    expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const middle = await get({ range: 'bytes=50000-' });
    expect(middle.headers['content-range']).toBe(`bytes 50000-${video.length - 1}/${video.length}`);
    expect(middle.rawPayload.equals(video.subarray(50000))).toBe(true);

    const last = await get({ range: 'bytes=-10' });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.equals(video.subarray(-10))).toBe(true);
  });

  it('answers a range past the end with 416, and the whole file without a range', async () => {
    const past = await get({ range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    const whole = await get({});
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(video)).toBe(true);
  });

  it('answers HEAD with the size and no body, and a known ETag with 304', async () => {
    // Over the socket: inject() reports a HEAD answer's Content-Length as the length of the body it did not get.
    const head = await fetch(`${stack.config.http.publicUrl}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(video.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const etag = head.headers.get('etag')!;
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404 for what is not a stored upload, and never reaches outside the store', async () => {
    const missing = '/uploads/00/' + '0'.repeat(64) + '.png';
    for (const path of [missing, '/uploads/.tmp/x.part', '/uploads/..%2f..%2fpackage.json', '/uploads/ab/cd.png']) {
      const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
    expect((await readFile(join(stack.env.mediaStorageDir, url.replace('/uploads/', '')))).equals(video)).toBe(true);
  });
});

describe('GET /api/admin/media', () => {
  let logo: AdminMedia;
  let clip: AdminMedia;

  beforeAll(async () => {
    logo = (await upload(png(4242), { filename: 'Quarterly Report Logo.png' })).body;
    clip = (await upload(webm(4242), { filename: 'welcome clip.webm' })).body;
  });

  const list = async (query: string, token = editor.token) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/media?${query}`,
      headers: { authorization: token },
    });
    return { status: response.statusCode, body: response.json(), range: response.headers['content-range'] };
  };

  it('lists newest first in the dialect, filters by kind, by a part of the name and by ids', async () => {
    const all = await list('range=[0,1]');
    expect(all.status).toBe(200);
    expect(all.body.map((m: AdminMedia) => m.id)).toEqual([clip.id, logo.id]);
    expect(all.range).toMatch(/^media 0-1\/\d+$/);

    const videos = await list(`filter=${encodeURIComponent('{"kind":"video"}')}`);
    expect(videos.body.every((m: AdminMedia) => m.kind === 'video')).toBe(true);
    expect(videos.body.map((m: AdminMedia) => m.id)).toContain(clip.id);

    const named = await list(`filter=${encodeURIComponent('{"q":"quarterly report"}')}`);
    expect(named.body.map((m: AdminMedia) => m.id)).toEqual([logo.id]);
    expect(named.range).toBe('media 0-0/1');

    const byIds = await list(
      `filter=${encodeURIComponent(JSON.stringify({ id: [logo.id, clip.id] }))}&sort=["originalName","ASC"]`,
    );
    expect(byIds.body).toEqual([logo, clip]);
  });

  it('refuses an unknown kind, filter or sort field with a 400', async () => {
    for (const query of ['filter={"kind":"audio"}', 'filter={"sha256":"x"}', 'sort=["storageKey","ASC"]']) {
      const { status, body } = await list(encodeURI(query));
      expect({ query, status, code: body.code }).toEqual({ query, status: 400, code: 'BAD_LIST_QUERY' });
    }
  });

  it('shows one upload, and 404s for an unknown id', async () => {
    const one = await app.inject({
      method: 'GET',
      url: `/api/admin/media/${logo.id}`,
      headers: { authorization: admin.token },
    });
    expect({ status: one.statusCode, body: one.json() }).toEqual({ status: 200, body: logo });
    const none = await app.inject({
      method: 'GET',
      url: '/api/admin/media/00000000-0000-4000-8000-000000000000',
      headers: { authorization: admin.token },
    });
    expect(none.statusCode).toBe(404);
  });

  it('is not for counsellors', async () => {
    expect((await list('', counsellor.token)).status).toBe(403);
  });
});
