import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { CART_MAX_LINES, type Career, type CartResponse, type EnrolledCheckResponse, type Role } from '@app/contracts';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser as Caller } from '../../../test/support/users.js';

// The cart calls on the wire: who may call them, what the bodies may hold, the status codes and the shapes. The
// cart's rules (prices, one line per career, the line limit under concurrent adds, removal, the merge, the enrolled
// check) are tested on CartService without HTTP (libs/commerce/test/cart.service.spec.ts).

type Err = { statusCode: number; message: string; errors?: { field: string; message: string }[] };
const EXTRA_CAREERS = 20;

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;
let schoolId: string;
/** Published careers, by name; the seed has about 40, the test adds more so a merge can name more than the limit. */
let careerIds: string[];

beforeAll(async () => {
  stack = await startStack();
  ({ app, db } = stack);
  const field = (await db.query('SELECT id FROM fields ORDER BY sort_order LIMIT 1')).rows[0].id as string;
  for (let i = 0; i <= EXTRA_CAREERS; i++) {
    await db.query(
      `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise, published)
       VALUES ($1, $2, $3, 'Extra', '/media/logos/x.svg', '#eeeeee', 49900, 99900, $4)`,
      [`zz-extra-${i}`, `ZZ Extra career ${String(i).padStart(2, '0')}`, field, i > 0],
    );
  }
  careerIds = (await db.query('SELECT id FROM careers WHERE published ORDER BY name')).rows.map((r) => r.id as string);
  expect(careerIds.length).toBeGreaterThan(CART_MAX_LINES);
  schoolId = (await db.query(`INSERT INTO schools (name, campus_id) VALUES ('Test School', 'TST') RETURNING id`))
    .rows[0].id;
});

afterAll(() => stack?.stop());

/** A signed-in user of the role; campus students belong to the test school. */
const newUser = (role: Role = 'student'): Promise<Caller> =>
  createSignedInUser(app, db, role, { prefix: 'cart', schoolId: role === 'campus_student' ? schoolId : undefined });

const auth = (caller?: Caller): Record<string, string> => (caller ? { authorization: caller.token } : {});
const getCart = <T = CartResponse>(caller: Caller, userId = caller.id) =>
  json<T>(app, 'GET', `/api/platform/cart?userId=${userId}`, undefined, auth(caller));
const add = <T = CartResponse>(caller: Caller, careerId: string, body?: unknown, userId = caller.id) =>
  json<T>(app, 'POST', `/api/platform/cart?userId=${userId}&usertype=student&careerId=${careerId}`, body, auth(caller));
const remove = <T = CartResponse>(caller: Caller, body: unknown) =>
  json<T>(app, 'DELETE', `/api/platform/cart?userId=${caller.id}`, body, auth(caller));
const merge = <T = CartResponse>(caller: Caller, body: unknown) =>
  json<T>(app, 'POST', `/api/platform/cart/merge?userId=${caller.id}`, body, auth(caller));
const enrolledCheck = <T = EnrolledCheckResponse>(caller: Caller, body: unknown) =>
  json<T>(app, 'POST', `/api/platform/cart/enrolled?userId=${caller.id}`, body, auth(caller));
const ids = (cart: CartResponse) => cart.map((l) => l.careerId);
const linesInDb = async (userId: string) =>
  (await db.query('SELECT count(*)::int AS n FROM cart_items WHERE user_id = $1', [userId])).rows[0].n as number;
const enrol = (userId: string, careerId: string) =>
  db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [userId, careerId]);

describe('GET /api/platform/cart', () => {
  it("needs a token, the caller's own userId, and a userId", async () => {
    const me = await newUser();
    const other = await newUser();
    expect((await json<Err>(app, 'GET', `/api/platform/cart?userId=${me.id}`)).status).toBe(401);
    const foreign = await getCart<Err>(me, other.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("You can only access your own account's data.");
    // Another user's cart is refused whichever call names it.
    expect((await add<Err>(me, careerIds[0], undefined, other.id)).status).toBe(403);
    expect((await json(app, 'DELETE', `/api/platform/cart?userId=${other.id}`, { careers: [] }, auth(me))).status).toBe(
      403,
    );
    expect(
      (await json(app, 'POST', `/api/platform/cart/merge?userId=${other.id}`, { careers: [] }, auth(me))).status,
    ).toBe(403);
    expect(
      (await json(app, 'POST', `/api/platform/cart/enrolled?userId=${other.id}`, { careers: [] }, auth(me))).status,
    ).toBe(403);
    const missing = await json<Err>(app, 'GET', '/api/platform/cart', undefined, auth(me));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('userId is required');
  });
});

describe('POST /api/platform/cart', () => {
  it("answers 201 with the whole cart in the spec's line shape, priced as the catalogue shows, and GET the same", async () => {
    const me = await newUser();
    const careerId = careerIds[3];
    const career = (await json<Career>(app, 'GET', `/api/platform/careers/${careerId}`)).body;
    const res = await add(me, careerId);
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      {
        careerId,
        instance: 1,
        career: {
          name: career.name,
          public: {
            selling_price: career.public.selling_price,
            strike_price: career.public.strike_price,
            logo: career.public.logo,
            logo_bg: career.public.logo_bg,
          },
          field: career.field,
        },
      },
    ]);
    expect(typeof res.body[0].career.public.selling_price).toBe('number');
    expect((await getCart(me)).body).toEqual(res.body);
  });

  it("takes the server's prices, never the local-cart body's", async () => {
    const me = await newUser();
    const careerId = careerIds[5];
    const career = (await json<Career>(app, 'GET', `/api/platform/careers/${careerId}`)).body;
    const local = {
      id: careerId,
      name: 'Cheap',
      field: { name: 'X' },
      selling_price: 1,
      strike_price: 2,
      logo: '/evil.svg',
      logo_bg: '#000',
      quantity: 9,
    };
    const res = await add(me, careerId, local);
    expect(res.status).toBe(201);
    expect(res.body[0]).toMatchObject({
      instance: 1,
      career: {
        name: career.name,
        public: {
          selling_price: career.public.selling_price,
          strike_price: career.public.strike_price,
          logo: career.public.logo,
        },
      },
    });
    expect(career.public.selling_price).not.toBe(1);
    // The local-cart body alone names the career when the query does not.
    const other = careerIds[6];
    const byBody = await json<CartResponse>(
      app,
      'POST',
      `/api/platform/cart?userId=${me.id}&usertype=student`,
      { ...local, id: other },
      auth(me),
    );
    expect(byBody.status).toBe(201);
    expect(ids(byBody.body)).toEqual([careerId, other]);
  });

  it('answers 404 for an unknown career, 400 for a malformed or missing one', async () => {
    const me = await newUser();
    const unknown = await add<Err>(me, '00000000-0000-4000-8000-000000000000');
    expect(unknown).toEqual({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Career not found' } });
    const malformed = await add<Err>(me, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: 'careerId', message: 'Invalid id' }]);
    const missing = await json<Err>(app, 'POST', `/api/platform/cart?userId=${me.id}`, undefined, auth(me));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('careerId is required');
    expect(
      (
        await json<Err>(
          app,
          'POST',
          `/api/platform/cart?userId=${me.id}&usertype=teacher&careerId=${careerIds[0]}`,
          undefined,
          auth(me),
        )
      ).status,
    ).toBe(400);
    expect((await add<Err>(me, careerIds[0], ['not', 'an', 'object'])).status).toBe(400);
    expect(await linesInDb(me.id)).toBe(0);
  });

  it('refuses a career the user is already enrolled in', async () => {
    const me = await newUser();
    await enrol(me.id, careerIds[4]);
    const res = await add<Err>(me, careerIds[4]);
    expect(res).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: 'This career is already enrolled in your account' },
    });
  });
});

describe('DELETE /api/platform/cart', () => {
  it('answers 200 with the cart as the removal left it', async () => {
    const me = await newUser();
    for (const id of careerIds.slice(0, 2)) await add(me, id);
    const res = await remove(me, { careers: [careerIds[1]] });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([careerIds[0]]);
  });

  it('answers 400 for malformed ids or a missing list, changing nothing', async () => {
    const me = await newUser();
    await add(me, careerIds[0]);
    const bad = await remove<Err>(me, { careers: [careerIds[0], 'nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'careers.1', message: 'Invalid id' }]);
    expect((await remove<Err>(me, {})).body.message).toBe('careers must be a list of career ids');
    expect((await remove<Err>(me, undefined)).status).toBe(400);
    expect(await linesInDb(me.id)).toBe(1);
  });
});

describe('POST /api/platform/cart/merge', () => {
  it('answers 200 with the merged cart', async () => {
    const me = await newUser();
    const res = await merge(me, { careers: [careerIds[12], careerIds[10]] });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([careerIds[12], careerIds[10]]);
  });

  it(`refuses more than ${CART_MAX_LINES} ids or malformed ones`, async () => {
    const me = await newUser();
    const tooMany = await merge<Err>(me, { careers: careerIds.slice(0, CART_MAX_LINES + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`careers may list at most ${CART_MAX_LINES} ids`);
    expect((await merge<Err>(me, { careers: ['x'] })).status).toBe(400);
  });
});

describe('POST /api/platform/cart/enrolled', () => {
  it('answers 200 with those of the given careers the user is enrolled in, as { careerId: { $oid } }', async () => {
    const me = await newUser();
    await enrol(me.id, careerIds[0]);
    expect(await enrolledCheck(me, { careers: [careerIds[0], careerIds[1]] })).toEqual({
      status: 200,
      body: [{ careerId: { $oid: careerIds[0] } }],
    });
    expect((await enrolledCheck<Err>(me, { careers: 'all' })).status).toBe(400);
  });
});

describe('roles', () => {
  it('lets a parent use the cart', async () => {
    const parent = await newUser('parent');
    expect(ids((await add(parent, careerIds[0])).body)).toEqual([careerIds[0]]);
    expect(ids((await getCart(parent)).body)).toEqual([careerIds[0]]);
  });

  it('refuses campus students on every cart call, saying why', async () => {
    const campus = await newUser('campus_student');
    const calls = [
      getCart<Err>(campus),
      add<Err>(campus, careerIds[0]),
      remove<Err>(campus, { careers: [] }),
      merge<Err>(campus, { careers: [careerIds[0]] }),
      enrolledCheck<Err>(campus, { careers: [careerIds[0]] }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Campus students cannot buy careers; your school gives you your careers.');
    }
    expect(await linesInDb(campus.id)).toBe(0);
  });

  it('refuses staff roles', async () => {
    const admin = await newUser('admin');
    expect((await getCart<Err>(admin)).status).toBe(403);
  });
});
