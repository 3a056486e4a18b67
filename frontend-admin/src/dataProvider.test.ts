import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { ADMIN_MESSAGES } from '@app/contracts';
import { dataProvider, toHttpError } from './dataProvider';
import { accessToken, setSessionForTests } from './session';
import { authUser, jsonResponse, loginResponse, stubFetch } from './test/fixtures';

const signedIn = (n = 1) => setSessionForTests(loginResponse(authUser('content_editor'), n));
const career = { id: 'c1', name: 'Data Scientist', published: true, version: 3 };

describe('the simple REST dialect on /api/admin', () => {
  it('lists with sort, range and filter as JSON, the raw access token, and the total from Content-Range', async () => {
    signedIn();
    const { calls } = stubFetch(() => jsonResponse([career], 200, { 'Content-Range': 'careers 0-24/44' }));
    const result = await dataProvider.getList('careers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'data' },
    });
    expect(result).toEqual({ data: [career], total: 44 });
    const { url, headers } = calls[0]!;
    expect(url.pathname).toBe('/api/admin/careers');
    expect(url.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(url.searchParams.get('range')).toBe('[0,24]');
    expect(url.searchParams.get('filter')).toBe('{"q":"data"}');
    // The spec's convention: the token is the whole header value.
    expect(headers.get('Authorization')).toBe('access-1');
  });

  it('asks for many records by id with filter={"id":[...]}', async () => {
    signedIn();
    const { calls } = stubFetch(() => jsonResponse([career]));
    await dataProvider.getMany('fields', { ids: ['f1', 'f2'] });
    expect(calls[0]!.url.searchParams.get('filter')).toBe('{"id":["f1","f2"]}');
  });

  it('PUTs the record as read, version included', async () => {
    signedIn();
    const { calls } = stubFetch(() => jsonResponse({ ...career, name: 'Data Analyst', version: 4 }));
    const { data } = await dataProvider.update('careers', {
      id: 'c1',
      data: { ...career, name: 'Data Analyst' },
      previousData: career,
    });
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url.pathname).toBe('/api/admin/careers/c1');
    expect(calls[0]!.json).toEqual({ ...career, name: 'Data Analyst' });
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(data.version).toBe(4);
  });

  it('uploads a file as multipart `file` to POST /api/admin/media and answers { id, url }', async () => {
    signedIn();
    const { calls } = stubFetch(() => jsonResponse({ id: 'm1', url: '/media/uploads/ab.png' }, 201));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await expect(dataProvider.upload(file)).resolves.toEqual({ id: 'm1', url: '/media/uploads/ab.png' });
    const call = calls[0]!;
    expect(`${call.method} ${call.url.pathname}`).toBe('POST /api/admin/media');
    expect(call.body).toBeInstanceOf(FormData);
    expect((call.body as FormData).get('file')).toBeInstanceOf(File);
    // The browser writes the multipart Content-Type with its boundary.
    expect(call.headers.get('Content-Type')).toBeNull();
    expect(call.headers.get('Authorization')).toBe('access-1');
  });

  it('opens the queues board with POST /api/admin/queues/session and the access token (the API sets its cookie)', async () => {
    signedIn();
    const { calls } = stubFetch(() => jsonResponse({ message: 'The queues board is open in this browser' }));
    await dataProvider.openQueuesBoard();
    expect(calls.map((c) => `${c.method} ${c.url.pathname} ${c.headers.get('Authorization')}`)).toEqual([
      'POST /api/admin/queues/session access-1',
    ]);
  });

  it("publishes a career's assessment with POST /api/admin/career-contents/:id/publish and answers the record", async () => {
    signedIn();
    const record = { id: 'c1', careerId: 'c1', version: 4, publishedVersion: 2, unpublishedChanges: false };
    const { calls } = stubFetch(() => jsonResponse(record));
    await expect(dataProvider.publishCareerContent('c1')).resolves.toEqual(record);
    expect(calls.map((c) => `${c.method} ${c.url.pathname} ${c.headers.get('Authorization')}`)).toEqual([
      'POST /api/admin/career-contents/c1/publish access-1',
    ]);
  });

  it('gives a refused publish the field messages of the draft, as a PUT would', async () => {
    signedIn();
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          errors: [{ field: 'sections.0.maximum', message: 'Maximum must be 5' }],
        },
        400,
      ),
    );
    await expect(dataProvider.publishCareerContent('c1')).rejects.toMatchObject({
      status: 400,
      body: { errors: { 'sections.0.maximum': 'Maximum must be 5' } },
    });
  });
});

describe("an order's refund", () => {
  it('POSTs the body to /api/admin/orders/:id/refund and answers the refund', async () => {
    signedIn();
    const refund = { id: 'r1', orderId: 'o1', amount: 1179, status: 'PENDING' };
    const { calls } = stubFetch(() => jsonResponse(refund, 201));
    const body = { careerIds: ['c1'], reason: 'Bought by mistake' };
    await expect(dataProvider.refundOrder('o1', body)).resolves.toEqual(refund);
    const call = calls[0]!;
    expect(`${call.method} ${call.url.pathname} ${call.headers.get('Authorization')}`).toBe(
      'POST /api/admin/orders/o1/refund access-1',
    );
    expect(call.json).toEqual(body);
    expect(call.headers.get('Content-Type')).toBe('application/json');
  });

  it("keeps a 409's code and message, for the dialog to ask for confirmation", async () => {
    signedIn();
    const message = 'The assessment has started for Pilot. Confirm to refund it anyway.';
    stubFetch(() => jsonResponse({ statusCode: 409, code: 'REFUND_CAREER_STARTED', message }, 409));
    await expect(dataProvider.refundOrder('o1', { reason: 'Asked by the parent' })).rejects.toMatchObject({
      status: 409,
      message,
      body: { code: 'REFUND_CAREER_STARTED' },
    });
  });
});

describe('an expired access token', () => {
  it('is refreshed once on 401 and the call retried with the new token', async () => {
    signedIn(1);
    const { calls } = stubFetch(({ url, headers }) => {
      if (url.pathname === '/api/auth/refresh') return jsonResponse(loginResponse(authUser('content_editor'), 2));
      return headers.get('Authorization') === 'access-2'
        ? jsonResponse(career)
        : jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401);
    });
    await expect(dataProvider.getOne('careers', { id: 'c1' })).resolves.toEqual({ data: career });
    expect(calls.map((c) => `${c.method} ${c.url.pathname} ${c.headers.get('Authorization')}`)).toEqual([
      'GET /api/admin/careers/c1 access-1',
      'POST /api/auth/refresh null',
      'GET /api/admin/careers/c1 access-2',
    ]);
    expect(accessToken()).toBe('access-2');
  });

  it('concurrent 401s share one refresh', async () => {
    signedIn(1);
    let refreshes = 0;
    stubFetch(({ url, headers }) => {
      if (url.pathname === '/api/auth/refresh') {
        refreshes += 1;
        return jsonResponse(loginResponse(authUser('content_editor'), 2));
      }
      return headers.get('Authorization') === 'access-2'
        ? jsonResponse(career)
        : jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401);
    });
    await Promise.all([
      dataProvider.getOne('careers', { id: 'c1' }),
      dataProvider.getOne('careers', { id: 'c1' }),
      dataProvider.getOne('careers', { id: 'c1' }),
    ]);
    expect(refreshes).toBe(1);
  });

  it('when the session is over, the 401 reaches react-admin (checkError then signs out): one refresh, no loop', async () => {
    signedIn(1);
    const { calls } = stubFetch(({ url }) =>
      url.pathname === '/api/auth/refresh'
        ? jsonResponse({ statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired.' }, 401)
        : jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401),
    );
    const error = await dataProvider.getOne('careers', { id: 'c1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/admin/careers/c1', '/api/auth/refresh']);
    expect(accessToken()).toBeNull();
  });
});

describe("the API's errors in react-admin's terms", () => {
  it("a 400's field errors become { errors: { field: message } } for the form, nested paths included", async () => {
    signedIn();
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Name is required, Selling price cannot be above the actual price',
          errors: [
            { field: 'name', message: 'Name is required' },
            { field: 'sellingPrice', message: 'Selling price cannot be above the actual price' },
            { field: 'properties.0.header', message: 'Invalid input: expected string, received undefined' },
            { field: '', message: 'Body must be an object' },
          ],
        },
        400,
      ),
    );
    const error = (await dataProvider.create('careers', { data: {} }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Name is required, Selling price cannot be above the actual price');
    expect(error.body.errors).toEqual({
      name: 'Name is required',
      sellingPrice: 'Selling price cannot be above the actual price',
      'properties.0.header': 'Invalid input: expected string, received undefined',
      'root.serverError': 'Body must be an object',
    });
    expect(error.body.code).toBe('VALIDATION_FAILED');
  });

  it(`a stale version (409 VERSION_CONFLICT) says "${ADMIN_MESSAGES.versionConflict}"`, async () => {
    signedIn();
    stubFetch(() => jsonResponse({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Stale version 3' }, 409));
    const error = (await dataProvider
      .update('careers', { id: 'c1', data: career, previousData: career })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(409);
    expect(error.message).toBe(ADMIN_MESSAGES.versionConflict);
    expect(error.body.code).toBe('VERSION_CONFLICT');
  });

  it('a STAFF_ONLY 403 keeps its code for checkError and says the staff message', () => {
    const error = toHttpError(new HttpError('Forbidden', 403, { statusCode: 403, code: 'STAFF_ONLY', message: 'x' }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(ADMIN_MESSAGES.staffOnly);
    expect((error as HttpError).body.code).toBe('STAFF_ONLY');
  });

  it('leaves other errors as they are', () => {
    const plain = new HttpError('Not found', 404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    expect(toHttpError(plain)).toBe(plain);
    const network = new TypeError('Failed to fetch');
    expect(toHttpError(network)).toBe(network);
  });
});
