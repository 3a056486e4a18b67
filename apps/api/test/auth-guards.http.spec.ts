import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiExceptionFilter, ZodValidationPipe } from '@app/common';
import { ConfigModule } from '@app/config';
import type { LoginResponse } from '@app/contracts';
import { createDatabase, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, DatabaseModule } from '@app/db';
import { Auth, CurrentUser, IdentityModule, PasswordService, type Principal } from '@app/identity';
import { QueueModule } from '@app/queue';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';
import { json, startApi } from '../../../test/support/apps.js';

/** How another lib uses identity: @Auth(...roles) on its routes and @CurrentUser for the caller. */
@Controller('probe')
class ProbeController {
  @Get('admin')
  @Auth('admin')
  admin(@CurrentUser() who: Principal) {
    return { username: who.user.username };
  }

  @Get('staff')
  @Auth('content_editor', 'counsellor', 'admin')
  staff() {
    return { ok: true };
  }

  @Get('school')
  @Auth('school_admin')
  school(@CurrentUser() who: Principal) {
    return { schoolId: who.user.schoolId };
  }

  @Get('any')
  @Auth()
  any(@CurrentUser() who: Principal) {
    return { role: who.user.role };
  }
}

let env: TestEnv;
let api: NestFastifyApplication;
let probe: NestFastifyApplication;
const tokens = new Map<string, LoginResponse>();

beforeAll(async () => {
  env = await createTestEnv();
  const { db, pool } = createDatabase(env.databaseUrl, 2);
  const hash = await new PasswordService().hash(DEMO_PASSWORD);
  expect(await seedDemoAccounts(db, hash)).toBe(7);
  expect(await seedDemoAccounts(db, hash)).toBe(0);
  await pool.end();

  const config = env.config();
  api = await startApi(config);
  @Module({
    imports: [ConfigModule.forRoot(config), DatabaseModule, QueueModule, IdentityModule],
    controllers: [ProbeController],
  })
  class ProbeModule {}
  probe = await NestFactory.create<NestFastifyApplication>(ProbeModule, new FastifyAdapter(), { logger: false });
  probe.useGlobalPipes(new ZodValidationPipe());
  probe.useGlobalFilters(new ApiExceptionFilter());
  await probe.init();
  await probe.getHttpAdapter().getInstance().ready();

  for (const { username } of DEMO_ACCOUNTS) {
    const res = await json<LoginResponse>(
      api,
      'POST',
      '/api/auth/login',
      { username, password: DEMO_PASSWORD },
      { 'x-forwarded-for': `10.9.0.${tokens.size}` },
    );
    expect(res.status).toBe(200);
    tokens.set(username, res.body);
  }
});

afterAll(async () => {
  await probe?.close();
  await api?.close();
  await env?.cleanup();
});

const call = (path: string, username?: string) =>
  json(probe, 'GET', path, undefined, username ? { authorization: tokens.get(username)!.idToken } : {});

describe('demo accounts', () => {
  it('has one confirmed account per role; the campus student is a campus student of the demo school', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.username, tokens.get(a.username)!.user.role])).toEqual([
      ['student', 'student'],
      ['parent', 'parent'],
      ['campus', 'campus_student'],
      ['content', 'content_editor'],
      ['counsellor', 'counsellor'],
      ['schooladmin', 'school_admin'],
      ['admin', 'admin'],
    ]);
    const campus = tokens.get('campus')!.user;
    expect(campus.isCampusStudent).toBe(true);
    expect(campus.data).toMatchObject({
      'custom:campus_id': 'DPS-RKP',
      'custom:campus_uuid': expect.any(String),
      school: 'Delhi Public School, R K Puram',
    });
    expect(tokens.get('student')!.user.isCampusStudent).toBe(false);
  });
});

describe('@Auth role guards', () => {
  it.each([
    ['/probe/admin', ['admin']],
    ['/probe/staff', ['content', 'counsellor', 'admin']],
    ['/probe/school', ['schooladmin']],
    ['/probe/any', DEMO_ACCOUNTS.map((a) => a.username)],
  ])('%s lets in only its roles', async (path, allowed) => {
    for (const { username } of DEMO_ACCOUNTS) {
      const res = await call(path, username);
      expect([username, res.status]).toEqual([username, allowed.includes(username) ? 200 : 403]);
    }
    expect((await call(path)).status).toBe(401);
  });

  it('gives the handler the caller; school admins carry their school', async () => {
    expect((await call('/probe/admin', 'admin')).body).toEqual({ username: 'admin' });
    expect((await call('/probe/school', 'schooladmin')).body).toEqual({
      schoolId: tokens.get('campus')!.user.data['custom:campus_uuid'],
    });
    expect((await call('/probe/staff', 'student')).body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You do not have access to this.',
    });
  });

  it("refuses another user's userId in the query, except for admins", async () => {
    const studentId = tokens.get('student')!.user.user_id;
    const parentId = tokens.get('parent')!.user.user_id;
    expect((await call(`/probe/any?userId=${studentId}`, 'student')).status).toBe(200);
    expect((await call(`/probe/any?userId=${parentId}`, 'student')).status).toBe(403);
    expect((await call(`/probe/any?userId=${studentId}&userId=${parentId}`, 'student')).status).toBe(403);
    expect((await call(`/probe/any?userId=${studentId}`, 'schooladmin')).status).toBe(403);
    expect((await call(`/probe/any?userId=${parentId}`, 'admin')).status).toBe(200);
  });
});

// The guards of the buyer's own lists as the real API applies them (what each list holds is tested on the services:
// libs/enrolment/test/my-careers.spec.ts, libs/commerce/test/purchase-history.spec.ts; their shapes in
// openapi.http.spec.ts).
describe("the caller's own lists on the real API", () => {
  const get = (path: string, username?: string, scheme = '') =>
    json(api, 'GET', path, undefined, username ? { authorization: scheme + tokens.get(username)!.idToken } : {});
  const id = (username: string) => tokens.get(username)!.user.user_id;

  it("GET /api/platform/mycareers: the caller's own id only (a malformed one is simply not theirs), and an id", async () => {
    expect(await get(`/api/platform/mycareers?userId=${id('parent')}`, 'parent', 'Bearer ')).toEqual({
      status: 200,
      body: [],
    });
    expect((await get(`/api/platform/mycareers?userId=${id('student')}`)).status).toBe(401);
    expect((await get(`/api/platform/mycareers?userId=${id('parent')}`, 'student')).status).toBe(403);
    // The ownership guard runs before validation.
    expect((await get('/api/platform/mycareers?userId=nope', 'student')).status).toBe(403);
    expect((await get('/api/platform/mycareers', 'student')).status).toBe(400);
  });

  it("GET /api/payment/orders: the caller's own id only, and not for campus students", async () => {
    expect(await get(`/api/payment/orders?userId=${id('parent')}`, 'parent')).toEqual({ status: 200, body: [] });
    expect((await get(`/api/payment/orders?userId=${id('student')}`, 'parent')).status).toBe(403);
    expect((await get(`/api/payment/orders?userId=${id('parent')}`)).status).toBe(401);
    expect((await get(`/api/payment/orders?userId=${id('campus')}`, 'campus')).status).toBe(403);
  });
});
