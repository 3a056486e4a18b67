import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  CERTIFICATION_COURSE_ID,
  type AdminCareer,
  type AdminCourse,
  type AdminReview,
  type Career,
  type CertificationCourseResponse,
  type Review,
} from '@app/contracts';
import { CATALOGUE_CHECK_MS, CatalogueReadModel } from '@app/catalogue';
import { json, startApi } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

/**
 * Issue 11: "The public site shows a published edit within a second, from every API process (the public caches
 * are invalidated across processes, not only in the one that took the write)". Two API applications on one
 * database, as two replicas behind a load balancer: an edit through `writer` is seen through `reader` within
 * about a second, although `reader` had the page in its 5 s response cache.
 */

let stack: TestStack;
let writer: NestFastifyApplication;
let reader: NestFastifyApplication;
let db: pg.Pool;
let editor: TestUser;

/** Within the read model's check interval, plus a reload of the catalogue on a busy test machine. */
const WITHIN_MS = CATALOGUE_CHECK_MS + 1_000;

beforeAll(async () => {
  stack = await startStack();
  ({ app: writer, db } = stack);
  reader = await startApi(stack.config);
  // Its first snapshot clears its response cache when it comes: let that be before anything is cached.
  await reader.get(CatalogueReadModel).current();
  editor = await createSignedInUser(writer, db, 'content_editor', { prefix: 'fresh' });
});

afterAll(async () => {
  await reader?.close();
  await stack?.stop();
});

async function admin<T>(method: 'GET' | 'PUT', url: string, body?: unknown) {
  const res = await json<T>(writer, method, url, body, { authorization: editor.token });
  expect([url, res.status]).toEqual([url, 200]);
  return res.body;
}

/** How long after `since` the reader's answer at `url` first satisfies `seen`; fails after 5 s (the cache's TTL). */
async function seenThroughReader<T>(url: string, seen: (body: T) => boolean, since: number): Promise<number> {
  while (Date.now() - since < 5_000) {
    const res = await json<T>(reader, 'GET', url);
    if (res.status === 200 && seen(res.body)) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} still answered the old content through the other process after 5 s`);
}

describe('an edit through one API process, seen through another', () => {
  it("the other process really keeps public answers: a change that does not move the catalogue's version stays unseen", async () => {
    const before = (await json<Review[]>(reader, 'GET', '/api/platform/reviews')).body;
    // Behind the triggers' back (as no writer of this application ever does): the reader is not told.
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL session_replication_role = replica`);
      await client.query(`UPDATE reviews SET text = 'Changed unseen' WHERE name = $1`, [before[0].name]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await new Promise((r) => setTimeout(r, CATALOGUE_CHECK_MS + 300));
    expect((await json<Review[]>(reader, 'GET', '/api/platform/reviews')).body).toEqual(before);
  });

  it('shows a career edit (its page and the lists) within about a second', async () => {
    const [first] = (await json<[{ careers: Career[] }]>(writer, 'GET', '/api/platform/careers?pageNum=0&num=1')).body;
    const id = first.careers[0]._id;
    // The reader has the page and the list in its response cache (and the career in its snapshot).
    expect((await json<Career>(reader, 'GET', `/api/platform/careers/${id}`)).status).toBe(200);
    await json(reader, 'GET', '/api/platform/careers?pageNum=0&num=1');
    const record = await admin<AdminCareer>('GET', `/api/admin/careers/${id}`);
    const since = Date.now();
    await admin('PUT', `/api/admin/careers/${id}`, { ...record, headerDescription: 'Edited through the writer' });
    const pageMs = await seenThroughReader<Career>(
      `/api/platform/careers/${id}`,
      (c) => c.public.header_description === 'Edited through the writer',
      since,
    );
    const listMs = await seenThroughReader<[{ careers: Career[] }]>(
      '/api/platform/careers?pageNum=0&num=1',
      ([page]) => page.careers[0]?.public.header_description === 'Edited through the writer',
      since,
    );
    expect({ pageMs, listMs, within: pageMs < WITHIN_MS && listMs < WITHIN_MS }).toMatchObject({ within: true });
  });

  it('hides an unpublished career within about a second', async () => {
    const [{ careers }] = (await json<[{ careers: Career[] }]>(writer, 'GET', '/api/platform/careers?pageNum=0&num=2'))
      .body;
    const id = careers[1]._id;
    expect((await json(reader, 'GET', `/api/platform/careers/${id}`)).status).toBe(200);
    const record = await admin<AdminCareer>('GET', `/api/admin/careers/${id}`);
    const since = Date.now();
    await admin('PUT', `/api/admin/careers/${id}`, { ...record, published: false });
    let gone = 0;
    while (Date.now() - since < 5_000) {
      if ((await json(reader, 'GET', `/api/platform/careers/${id}`)).status === 404) {
        gone = Date.now() - since;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect({ gone, within: gone > 0 && gone < WITHIN_MS }).toMatchObject({ within: true });
  });

  it('shows a hidden review and a course edit within about a second', async () => {
    const reviews = (await json<Review[]>(reader, 'GET', '/api/platform/reviews')).body;
    const course = (
      await json<CertificationCourseResponse>(reader, 'GET', `/api/course/certification/${CERTIFICATION_COURSE_ID}`)
    ).body;
    expect(course.data[0].regular_price).toBe(2500);

    const [review] = await admin<AdminReview[]>(
      'GET',
      `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ q: reviews[1].name }))}`,
    );
    const hideSince = Date.now();
    await admin('PUT', `/api/admin/reviews/${review.id}`, { ...review, hidden: true });
    const hiddenMs = await seenThroughReader<Review[]>(
      '/api/platform/reviews',
      (list) => !list.some((r) => r.name === review.name),
      hideSince,
    );

    const record = await admin<AdminCourse>('GET', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`);
    const priceSince = Date.now();
    await admin('PUT', `/api/admin/courses/${CERTIFICATION_COURSE_ID}`, { ...record, regularPrice: 2750 });
    const priceMs = await seenThroughReader<CertificationCourseResponse>(
      `/api/course/certification/${CERTIFICATION_COURSE_ID}`,
      (c) => c.data[0].regular_price === 2750,
      priceSince,
    );
    expect({ hiddenMs, priceMs, within: hiddenMs < WITHIN_MS && priceMs < WITHIN_MS }).toMatchObject({
      within: true,
    });
  });
});
