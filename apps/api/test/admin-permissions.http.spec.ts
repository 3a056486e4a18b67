import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { ADMIN_RESOURCES, canAccess, type Role, STAFF_ROLES } from '@app/contracts';
import { adminRoutes, type AdminRoute } from '../../../test/support/admin-routes.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser } from '../../../test/support/users.js';

/**
 * Issue 11: "A test walks every /api/admin route for every role (plus anonymous, student, parent) and checks
 * the table's answer, so a new route without a rule fails the test." The routes are found from the running app's
 * controllers, not from a list kept here, so a route added tomorrow is walked too.
 */

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
const tokens = new Map<Role, string>();

const ANY_ID = '00000000-0000-4000-8000-000000000000';

async function call(route: AdminRoute, token?: string) {
  // A body (and its content type) only where the method has one: Fastify refuses a JSON content type with an
  // empty body (400) before any guard, which would hide the guard's answer for a DELETE.
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const res = await app.inject({
    method: route.method as 'GET',
    url: route.path.replace(/:[A-Za-z]+/g, ANY_ID),
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: '{}' } : {}),
  });
  // A route let through may answer a file (the leads' CSV export): only a JSON answer has a code.
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, code: isJson && res.body ? res.json<{ code?: string }>().code : undefined };
}

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  const school = await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Walk School', 'WALK') RETURNING id`);
  for (const role of ['student', 'parent', 'campus_student', ...STAFF_ROLES] as Role[]) {
    const needsSchool = role === 'campus_student' || role === 'school_admin';
    const user = await createSignedInUser(app, db, role, needsSchool ? { schoolId: school.rows[0].id } : {});
    tokens.set(role, user.token);
  }
});

afterAll(() => stack?.stop());

describe('every /api/admin route, for every role', () => {
  it('is declared as a console resource with a rule in the permission table', () => {
    const routes = adminRoutes(app);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect({ route: `${route.method} ${route.path}`, resource: route.resource }).toEqual({
        route: `${route.method} ${route.path}`,
        resource: expect.stringMatching(new RegExp(`^(${ADMIN_RESOURCES.join('|')})$`)),
      });
      const granted = STAFF_ROLES.filter((role) => canAccess(role, route.resource!, route.action));
      expect({ route: `${route.method} ${route.path}`, action: route.action, granted }).toEqual({
        route: `${route.method} ${route.path}`,
        action: route.action,
        granted: expect.arrayContaining([expect.any(String)]),
      });
    }
  });

  it('answers as the table says', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of adminRoutes(app)) {
      const name = `${route.method} ${route.path} (${route.action})`;
      const anonymous = await call(route);
      outcomes.push(`${name} anonymous ${anonymous.status}`);
      expected.push(`${name} anonymous 401`);
      for (const role of ['student', 'parent', 'campus_student'] as Role[]) {
        const res = await call(route, tokens.get(role));
        outcomes.push(`${name} ${role} ${res.status} ${res.code}`);
        expected.push(`${name} ${role} 403 STAFF_ONLY`);
      }
      for (const role of STAFF_ROLES) {
        const res = await call(route, tokens.get(role));
        const allowed = canAccess(role, route.resource!, route.action);
        // Let through, the call goes on to its own checks (a 400 for the empty body, a 404 for the made-up id).
        const seen = res.status === 401 || res.status === 403 ? `refused ${res.code}` : 'let through';
        outcomes.push(`${name} ${role} ${seen}`);
        expected.push(`${name} ${role} ${allowed ? 'let through' : 'refused FORBIDDEN'}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
