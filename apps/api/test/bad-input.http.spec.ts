import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, studentSignupBody, type TestUser } from '../../../test/support/users.js';
import { createPricedCareers } from '../../../test/support/catalogue.js';
import {
  createAssessmentCareer,
  enrol,
  rating,
  text,
  type FixtureCareer,
} from '../../../test/support/assessment-content.js';

/**
 * Issue 8, "Abuse": a NUL byte anywhere in input was a 500 (PostgreSQL refuses U+0000 in text), and the failed
 * query's log line held the new user's e-mail, phone and password hash. Control characters are now a 400
 * (INVALID_CHARACTERS) before anything reaches the database, in every field, key, query and path parameter.
 */

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let student: TestUser;
let career: FixtureCareer;
let enrolmentId: string;
/** A career the student has not bought, for the cart. */
let forSale: string;

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  student = await createSignedInUser(app, db, 'student', { prefix: 'badinput' });
  career = await createAssessmentCareer(db, { sections: [{ name: 'S', steps: [rating(), text('Why?')] }] });
  enrolmentId = await enrol(db, student.id, career.careerId);
  [forSale] = await createPricedCareers(db, [49_900]);
});

afterAll(() => stack?.stop());

type Err = { statusCode: number; code: string; message: string; errors?: { field: string; message: string }[] };

let ipSeq = 0;
/** Each request from its own address, so the per-network limits of the anonymous forms stay out of the way. */
const newIp = () => `198.19.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) {
  const res = await app.inject({
    method,
    url,
    remoteAddress: newIp(),
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as Err };
}

/** Every table a request of this file could write to. */
const TABLES = [
  'users',
  'verification_codes',
  'demo_requests',
  'career_requests',
  'cart_items',
  'assessment_steps',
  'outbox',
  'auth_sessions',
];
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  return counts;
}

let seq = 0;
const signupBody = () => {
  seq += 1;
  return studentSignupBody(`nul${process.pid}x${seq}`);
};

interface Endpoint {
  name: string;
  method: 'POST' | 'DELETE';
  url: () => string;
  body: () => Record<string, unknown>;
  /** The body's object to put the bad value in (the profile's fields sit under `user`). */
  nested?: string;
  /** The fields to spoil (the table is made before the fixtures exist). */
  fields: string[];
  auth?: boolean;
  /** Fields that are one line of text: tabs and line breaks are refused in them too. */
  singleLine: string[];
}

const stepBody = () => {
  const [first] = career.steps;
  return { sectionId: first.sectionId, subSectionId: first.subsectionId, type: 2, questionType: 3, rating: 4 };
};

const ENDPOINTS: Endpoint[] = [
  {
    name: 'sign-up',
    method: 'POST',
    url: () => '/api/auth/signup',
    body: signupBody,
    fields: Object.keys(signupBody()),
    singleLine: ['username', 'first_name', 'last_name', 'school', 'city', 'state', 'birthdate'],
  },
  {
    name: 'student sign-up',
    method: 'POST',
    url: () => '/api/student/signup',
    body: () => {
      const { userType: _omit, ...rest } = signupBody();
      return rest;
    },
    fields: [
      'username',
      'password',
      'first_name',
      'email',
      'phone_number',
      'birthdate',
      'gender',
      'class',
      'school',
      'city',
      'state',
    ],
    singleLine: ['first_name', 'city'],
  },
  {
    name: 'login',
    method: 'POST',
    url: () => '/api/auth/login',
    body: () => ({ username: student.username, password: 'secret123' }),
    fields: ['username', 'password'],
    singleLine: ['username'],
  },
  {
    name: 'demo request',
    method: 'POST',
    url: () => '/api/platform/demo?usertype=school',
    body: () => ({
      name: 'Meera Iyer',
      email: 'meera@dps.edu.in',
      mobile: '+919812345678',
      school: 'DPS R K Puram',
      designation: 'Principal',
    }),
    fields: ['name', 'email', 'mobile', 'school', 'designation'],
    singleLine: ['name', 'school', 'designation'],
  },
  {
    name: 'career request',
    method: 'POST',
    url: () => '/api/platform/careers/request',
    body: () => ({
      careerName: 'Marine Biologist',
      name: 'Kabir Shah',
      email: 'kabir@example.in',
      mobile: '+919898989898',
      comments: 'Please add it',
    }),
    fields: ['careerName', 'name', 'email', 'mobile', 'comments'],
    singleLine: ['careerName', 'name'],
  },
  {
    name: 'cart add',
    method: 'POST',
    url: () => `/api/platform/cart?userId=${student.id}`,
    body: () => ({ id: forSale, name: 'Local cart name', selling_price: 499 }),
    fields: ['id', 'name', 'selling_price'],
    auth: true,
    singleLine: [],
  },
  {
    name: 'cart merge',
    method: 'POST',
    url: () => `/api/platform/cart/merge?userId=${student.id}`,
    body: () => ({ careers: [forSale] }),
    fields: ['careers'],
    auth: true,
    singleLine: [],
  },
  {
    name: 'profile update',
    method: 'POST',
    url: () => '/api/auth/user/update',
    body: () => ({
      user: {
        email: student.email,
        phone_number: '9000000009',
        gender: 'other',
        first_name: 'Asha',
        city: 'Nagpur',
        school: 'KV',
      },
    }),
    nested: 'user',
    fields: ['email', 'phone_number', 'gender', 'first_name', 'city', 'school'],
    auth: true,
    singleLine: ['first_name', 'city', 'school'],
  },
  {
    name: 'step submit',
    method: 'POST',
    url: () => `/api/career/${career.careerId}/user/${student.id}/submit`,
    body: stepBody,
    fields: ['sectionId', 'subSectionId', 'type', 'questionType', 'rating'],
    auth: true,
    singleLine: [],
  },
];

/** C0 control characters that are never text; U+0000 is the one PostgreSQL cannot store. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f'];

/** The value with the character inside it (trimming must not be what saves it); non-text values become text with it. */
const spoil = (value: unknown, c: string) =>
  typeof value === 'string' && value.length > 1 ? `${value.slice(0, 1)}${c}${value.slice(1)}` : `4${c}`;
const nestedIn = (body: Record<string, unknown>, nested?: string) =>
  nested ? (body[nested] as Record<string, unknown>) : body;

const cases = ENDPOINTS.flatMap((e) =>
  e.fields.flatMap((field) =>
    CONTROLS.map((c) => [e.name, field, `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, e, c] as const),
  ),
);

describe('control characters in a field', () => {
  it.each(cases)('%s: %s with %s is a 400 and writes nothing', async (_n, field, _c, endpoint, c) => {
    const before = await rowCounts();
    const body = endpoint.body();
    const target = nestedIn(body, endpoint.nested);
    target[field] = spoil(target[field], c);
    const res = await send(endpoint.method, endpoint.url(), body, endpoint.auth ? student.token : undefined);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_CHARACTERS');
    expect(res.body.errors).toEqual([
      {
        field: endpoint.nested ? `${endpoint.nested}.${field}` : field,
        message: 'Remove line breaks, tabs and other control characters',
      },
    ]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('control characters in a key', () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s: a key holding U+0000 is a 400 and writes nothing',
    async (_n, endpoint) => {
      const before = await rowCounts();
      const body = endpoint.body();
      nestedIn(body, endpoint.nested)['first\u0000name'] = 'x';
      const res = await send(endpoint.method, endpoint.url(), body, endpoint.auth ? student.token : undefined);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CHARACTERS');
      expect(res.body.errors?.[0].field).toContain('first\\u0000name');
      expect(await rowCounts()).toEqual(before);
    },
  );
});

describe('line breaks and tabs', () => {
  const singles = ENDPOINTS.flatMap((e) =>
    e.singleLine.flatMap((field) => ['\n', '\t', '\r'].map((c) => [e.name, field, JSON.stringify(c), e, c] as const)),
  );

  it.each(singles)('%s: %s (one line of text) with %s is a 400', async (_n, field, _c, endpoint, c) => {
    const before = await rowCounts();
    const body = endpoint.body();
    const target = nestedIn(body, endpoint.nested);
    target[field] = spoil(target[field], c);
    const res = await send(endpoint.method, endpoint.url(), body, endpoint.auth ? student.token : undefined);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_CHARACTERS');
    expect(await rowCounts()).toEqual(before);
  });

  it("are kept in a multiline field (a career request's comments)", async () => {
    const comments = 'Line one\n\tLine two\r\nLine three';
    const res = await send('POST', '/api/platform/careers/request', {
      careerName: 'Oceanographer',
      name: 'Kabir',
      email: 'k@example.in',
      mobile: '9898989898',
      comments,
    });
    expect(res.status).toBe(200);
    expect(
      (await db.query(`SELECT comments FROM career_requests WHERE career_name = 'Oceanographer'`)).rows[0].comments,
    ).toBe(comments);
    const withNul = await send('POST', '/api/platform/careers/request', {
      careerName: 'Oceanographer',
      name: 'Kabir',
      email: 'k@example.in',
      mobile: '9898989898',
      comments: 'a\u0000b',
    });
    expect(withNul.body.code).toBe('INVALID_CHARACTERS');
  });
});

describe('control characters in query strings and paths', () => {
  const token = () => student.token;
  const urls: [string, () => string, boolean][] = [
    [
      'content query',
      () => `/api/career/content?userMapCareerId=${enrolmentId.slice(0, 8)}%00${enrolmentId.slice(9)}`,
      true,
    ],
    ['content query (any C0)', () => `/api/career/content?userMapCareerId=%1b`, true],
    ['search query', () => '/api/platform/careers/search?query=do%00ctor', false],
    ['career list query', () => '/api/platform/careers?num=1%00', false],
    ['career path id', () => '/api/platform/careers/%00', false],
    ['course path id', () => `/api/course/certification/${career.careerId.slice(0, 5)}%00`, false],
    ['cart userId query', () => '/api/platform/cart?userId=%00', true],
    ['my careers userId query', () => `/api/platform/mycareers?userId=${student.id}%00`, true],
    ['report path ids', () => `/api/career/${career.careerId}%00/user/${student.id}/summary`, true],
    ['report path userId', () => `/api/career/${career.careerId}/user/%00/summary`, true],
    ['auth user query', () => '/api/auth/user?userId=%00', true],
  ];

  it.each(urls)('%s is a 400', async (_n, url, signedIn) => {
    const before = await rowCounts();
    const res = await send('GET', url(), undefined, signedIn ? token() : undefined);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_CHARACTERS');
    expect(await rowCounts()).toEqual(before);
  });

  it('a step submitted to a path holding U+0000 is a 400 and writes nothing', async () => {
    const before = await rowCounts();
    const res = await send(
      'POST',
      `/api/career/${career.careerId.slice(0, 4)}%00/user/${student.id}/submit`,
      stepBody(),
      token(),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_CHARACTERS');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the same requests without the bad character', () => {
  // Guards the table above: each endpoint accepts its clean body, so the 400s are the characters' doing.
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s succeeds', async (_n, endpoint) => {
    const res = await send(endpoint.method, endpoint.url(), endpoint.body(), endpoint.auth ? student.token : undefined);
    expect(res.status).toBeLessThan(300);
  });
});
