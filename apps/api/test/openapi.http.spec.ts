import { randomUUID } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { z } from 'zod';
import { CERTIFICATION_COURSE_ID } from '@app/contracts';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: Json }>; headers?: Json }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

let stack: TestStack;
let document: Json & { openapi: string; paths: Record<string, Partial<Record<string, Operation>>> };

beforeAll(async () => {
  stack = await startStack();
  const response = await stack.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = JSON.parse(response.body);
});

afterAll(() => stack?.stop());

function operations(doc: typeof document): { name: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ name: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );
}

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    // validate() dereferences in place; the document stays as served for the other tests.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('describes every operation: a success answer with its schema, or a redirect', () => {
    const all = operations(document);
    expect(all.length).toBeGreaterThan(40);
    const undescribed = all
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
        const redirect = Object.entries(operation.responses).filter(([status]) => /^3\d\d$/.test(status));
        const withSchema = success.some(([, r]) => Object.values(r.content ?? {}).some((c) => c.schema));
        const withLocation = redirect.some(([, r]) => r.headers && 'Location' in r.headers);
        return !withSchema && !withLocation;
      })
      .map(({ name }) => name);
    expect(undescribed).toEqual([]);
  });

  it('gives every error answer the one error shape, and a default for the rest', () => {
    // Health's 503 is its own answer (which service is down), for load balancers rather than for people.
    const ownShape = new Set(['GET /api/health 503']);
    const wrong = operations(document).flatMap(({ name, operation }) => {
      if (!operation.responses.default) return [`${name} has no default answer`];
      return Object.entries(operation.responses)
        .filter(([status]) => status === 'default' || Number(status) >= 400)
        .filter(([status]) => !ownShape.has(`${name} ${status}`))
        .filter(([, r]) => r.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ApiError')
        .map(([status]) => `${name} ${status}`);
    });
    expect(wrong).toEqual([]);
  });

  it('documents the query parameters and bodies the API validates', () => {
    const list = document.paths['/api/platform/careers'].get as unknown as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(['pageNum', 'num', 'field', 'query']);
    const login = document.paths['/api/auth/login'].post as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
  });
});

/**
 * Real answers against the schemas the document gives them. Objects are checked closed (no field the document
 * does not name), so the document can drift from the API neither way.
 */
describe('the API answers as its document says', () => {
  let dereferenced: typeof document;
  let student: TestUser;
  let careerId: string;

  beforeAll(async () => {
    dereferenced = (await SwaggerParser.dereference(structuredClone(document) as never)) as unknown as typeof document;
    student = await createSignedInUser(stack.app, stack.db, 'student', { prefix: 'openapi' });
    // A career with a published test, so the content answer carries real (seeded) sections and subsections.
    careerId = (
      await stack.db.query(
        `SELECT career_id FROM career_contents WHERE status = 'PUBLISHED' ORDER BY career_id LIMIT 1`,
      )
    ).rows[0].career_id;
  });

  /** A schema with every object closed: additionalProperties false where it says nothing. */
  function closed(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(closed);
    if (!schema || typeof schema !== 'object') return schema;
    const copy = Object.fromEntries<unknown>(Object.entries(schema).map(([k, v]) => [k, closed(v)]));
    if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined)
      copy.additionalProperties = false;
    return copy;
  }

  async function check(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    url: string,
    expected: number,
    options: { body?: unknown; user?: TestUser } = {},
  ): Promise<unknown> {
    const response = await stack.app.inject({
      method,
      url,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.user ? { authorization: options.user.token } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    expect({ url, status: response.statusCode }).toEqual({ url, status: expected });
    const operation = dereferenced.paths[path]?.[method.toLowerCase()];
    const declared = operation?.responses[String(expected)] ?? operation?.responses.default;
    const schema = declared?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} declares no schema for ${expected}`);
    const body: unknown = JSON.parse(response.body);
    const result = z.fromJSONSchema(closed(schema) as never, { defaultTarget: 'openapi-3.0' }).safeParse(body);
    expect({ url, issues: result.success ? [] : result.error.issues }).toEqual({ url, issues: [] });
    return body;
  }

  it('for the public catalogue calls', async () => {
    await check('GET', '/api/platform/careers/fields', '/api/platform/careers/fields', 200);
    const [page] = (await check('GET', '/api/platform/careers', '/api/platform/careers?pageNum=0&num=3', 200)) as [
      { careers: { _id: string }[] },
    ];
    await check('GET', '/api/platform/careers/{id}', `/api/platform/careers/${page.careers[0]._id}`, 200);
    await check('GET', '/api/platform/careers/{id}', `/api/platform/careers/${randomUUID()}`, 404);
    await check('GET', '/api/platform/careers/search', '/api/platform/careers/search?query=en', 200);
    await check('GET', '/api/platform/careers/home', '/api/platform/careers/home', 200);
    await check('GET', '/api/platform/careers/aggregate', '/api/platform/careers/aggregate', 200);
    await check('GET', '/api/platform/reviews', '/api/platform/reviews', 200);
    await check('GET', '/api/course/certification/{id}', `/api/course/certification/${CERTIFICATION_COURSE_ID}`, 200);
    await check('GET', '/api/auth/providers', '/api/auth/providers', 200);
    await check('GET', '/api/health', '/api/health', 200);
  });

  it('for errors, in the one error shape', async () => {
    await check('POST', '/api/platform/demo', '/api/platform/demo?usertype=school', 400, { body: {} });
    await check('POST', '/api/auth/login', '/api/auth/login', 401, { body: { username: 'nobody', password: 'x' } });
    await check('GET', '/api/auth/me', '/api/auth/me', 401);
  });

  it("for a student's calls", async () => {
    const id = student.id;
    const user = student;
    await check('GET', '/api/auth/me', '/api/auth/me', 200, { user });
    await check('POST', '/api/platform/cart', `/api/platform/cart?userId=${id}&careerId=${careerId}`, 201, { user });
    await check('GET', '/api/platform/cart', `/api/platform/cart?userId=${id}`, 200, { user });
    await check('GET', '/api/payment/orders', `/api/payment/orders?userId=${id}`, 200, { user });
    await stack.db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [
      id,
      careerId,
    ]);
    await check('POST', '/api/platform/cart/enrolled', `/api/platform/cart/enrolled?userId=${id}`, 200, {
      user,
      body: { careers: [careerId] },
    });
    const [mine] = (await check('GET', '/api/platform/mycareers', `/api/platform/mycareers?userId=${id}`, 200, {
      user,
    })) as { _id: { $oid: string } }[];
    await check('GET', '/api/career/content', `/api/career/content?userMapCareerId=${mine._id.$oid}`, 200, { user });
    await check('GET', '/api/student/dashboard', `/api/student/dashboard?userId=${id}`, 200, { user });
    await check('GET', '/api/student/{userId}/summary', `/api/student/${id}/summary`, 200, { user });
    await check('GET', '/api/student/{userId}/subjects', `/api/student/${id}/subjects`, 200, { user });
    await check('GET', '/api/dev/mail', `/api/dev/mail?to=${encodeURIComponent(student.email)}`, 200);
  });
});
