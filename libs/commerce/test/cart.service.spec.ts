import { ConflictException, NotFoundException } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Pool } from 'pg';
import { ConfigModule } from '@app/config';
import { CART_MAX_LINES, CART_MESSAGES, type CartResponse } from '@app/contracts';
import { DatabaseModule, PG_POOL } from '@app/db';
import { EnrolmentCoreModule } from '@app/enrolment';
import { CartRepository } from '../src/cart.repository.js';
import { CartService } from '../src/cart.service.js';
import { insertUser } from '../../../test/support/rows.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// CartService against real PostgreSQL, without HTTP: the server's prices, one line per career, the line limit
// (also under concurrent adds, which the user's row lock serialises), removal, the login merge and the enrolled
// check. The service is called as the controller calls it, with the caller's id. A small Nest module, because it
// asks EnrolmentService (the enrolment lib's own) what the user has. Who may call, the bodies and the status codes
// stay in apps/api/test/cart.http.spec.ts.

const EXTRA_CAREERS = 20;

let env: TestEnv;
let app: TestingModule;
let db: Pool;
let cart: CartService;
/** Published careers, by name; the seed has about 40, the test adds more so a cart can be filled. */
let careerIds: string[];
let unpublishedId: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(env.config()), DatabaseModule, EnrolmentCoreModule],
    providers: [CartRepository, CartService],
  }).compile();
  await app.init();
  db = app.get(PG_POOL);
  cart = app.get(CartService);
  const field = (await db.query('SELECT id FROM fields ORDER BY sort_order LIMIT 1')).rows[0].id as string;
  for (let i = 0; i <= EXTRA_CAREERS; i++) {
    await db.query(
      `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise, published)
       VALUES ($1, $2, $3, 'Extra', '/media/logos/x.svg', '#eeeeee', 49900, 99900, $4)`,
      [`zz-extra-${i}`, `ZZ Extra career ${String(i).padStart(2, '0')}`, field, i > 0],
    );
  }
  careerIds = (await db.query('SELECT id FROM careers WHERE published ORDER BY name')).rows.map((r) => r.id as string);
  unpublishedId = (await db.query(`SELECT id FROM careers WHERE slug = 'zz-extra-0'`)).rows[0].id;
  expect(careerIds.length).toBeGreaterThan(CART_MAX_LINES);
});

afterAll(async () => {
  await app?.close();
  await env?.cleanup();
});

const newUser = () => insertUser(db, 'student', { prefix: 'cart' });
const ids = (lines: CartResponse) => lines.map((l) => l.careerId);
const linesInDb = async (userId: string) =>
  (await db.query('SELECT count(*)::int AS n FROM cart_items WHERE user_id = $1', [userId])).rows[0].n as number;
const enrol = (userId: string, careerId: string) =>
  db.query(`INSERT INTO user_careers (user_id, career_id, source) VALUES ($1, $2, 'free')`, [userId, careerId]);

describe('CartService.add and list', () => {
  it("is empty for a new user; a line is the spec's server cart line with the catalogue's prices in rupees", async () => {
    const me = await newUser();
    expect(await cart.list(me)).toEqual([]);
    const careerId = careerIds[3];
    const [career] = (
      await db.query(
        `SELECT c.name, c.selling_price_paise, c.strike_price_paise, c.logo, c.logo_bg, f.id AS field_id, f.name AS field_name
         FROM careers c JOIN fields f ON f.id = c.field_id WHERE c.id = $1`,
        [careerId],
      )
    ).rows;
    const lines = await cart.add(me, careerId);
    expect(lines).toEqual([
      {
        careerId,
        instance: 1,
        career: {
          name: career.name,
          public: {
            selling_price: career.selling_price_paise / 100,
            strike_price: career.strike_price_paise / 100,
            logo: career.logo,
            logo_bg: career.logo_bg,
          },
          field: { _id: career.field_id, name: career.field_name },
        },
      },
    ]);
    expect(await cart.list(me)).toEqual(lines);
  });

  it('lists lines oldest first', async () => {
    const me = await newUser();
    const picks = [careerIds[10], careerIds[2], careerIds[7]];
    for (const id of picks) await cart.add(me, id);
    expect(ids(await cart.list(me))).toEqual(picks);
  });

  it('adds a career once, however often it is added, also 10 times at once', async () => {
    const me = await newUser();
    const first = await cart.add(me, careerIds[0]);
    expect(await cart.add(me, careerIds[0])).toEqual(first);

    const racer = await newUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => cart.add(racer, careerIds[1])));
    for (const r of results) expect(ids(r)).toEqual([careerIds[1]]);
    expect(await linesInDb(racer)).toBe(1);
  });

  it('refuses an unknown or unpublished career (not found), adding nothing', async () => {
    const me = await newUser();
    const notFound = new NotFoundException(CART_MESSAGES.careerNotFound);
    await expect(cart.add(me, '00000000-0000-4000-8000-000000000000')).rejects.toEqual(notFound);
    await expect(cart.add(me, unpublishedId)).rejects.toEqual(notFound);
    expect(await linesInDb(me)).toBe(0);
  });

  it('refuses a career the user is already enrolled in (conflict)', async () => {
    const me = await newUser();
    await enrol(me, careerIds[4]);
    await expect(cart.add(me, careerIds[4])).rejects.toEqual(new ConflictException(CART_MESSAGES.alreadyEnrolled));
    expect(await linesInDb(me)).toBe(0);
  });

  it(`holds at most ${CART_MAX_LINES} lines, also under concurrent adds`, async () => {
    const me = await newUser();
    const full = careerIds.slice(0, CART_MAX_LINES);
    expect(ids(await cart.merge(me, full))).toEqual(full);
    const cartFull = new ConflictException(CART_MESSAGES.cartFull);
    await expect(cart.add(me, careerIds[CART_MAX_LINES])).rejects.toEqual(cartFull);
    // Adding what is already there is still fine when the cart is full.
    expect(await cart.add(me, full[0])).toHaveLength(CART_MAX_LINES);

    expect(await cart.remove(me, [full[0]])).toHaveLength(CART_MAX_LINES - 1);
    const racing = careerIds.slice(CART_MAX_LINES, CART_MAX_LINES + 5);
    const results = await Promise.allSettled(racing.map((id) => cart.add(me, id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toEqual(cartFull);
    expect(await linesInDb(me)).toBe(CART_MAX_LINES);
  });
});

describe('CartService.remove', () => {
  it('removes the given careers, ignores ids not in the cart, and answers the cart', async () => {
    const me = await newUser();
    for (const id of careerIds.slice(0, 3)) await cart.add(me, id);
    expect(ids(await cart.remove(me, [careerIds[1], careerIds[20], careerIds[1]]))).toEqual([
      careerIds[0],
      careerIds[2],
    ]);
    expect(ids(await cart.remove(me, []))).toEqual([careerIds[0], careerIds[2]]);
    expect(await cart.remove(me, [careerIds[0], careerIds[2]])).toEqual([]);
  });
});

describe('CartService.merge', () => {
  it('merges a local cart in its order, keeping existing lines and skipping enrolled and unknown careers', async () => {
    const me = await newUser();
    await cart.add(me, careerIds[9]);
    await enrol(me, careerIds[11]);
    const merged = await cart.merge(me, [
      careerIds[12],
      careerIds[11],
      '00000000-0000-4000-8000-000000000000',
      unpublishedId,
      careerIds[9],
      careerIds[10],
      careerIds[12],
    ]);
    expect(ids(merged)).toEqual([careerIds[9], careerIds[12], careerIds[10]]);
    expect(merged.every((l) => l.instance === 1 && typeof l.career.public.selling_price === 'number')).toBe(true);
    // Merging again is a no-op.
    expect(await cart.merge(me, [careerIds[12], careerIds[10]])).toEqual(merged);
  });

  it('fills the cart up to its limit', async () => {
    const me = await newUser();
    await cart.merge(me, careerIds.slice(0, CART_MAX_LINES - 2));
    expect(ids(await cart.merge(me, careerIds.slice(CART_MAX_LINES - 2, CART_MAX_LINES + 3)))).toEqual(
      careerIds.slice(0, CART_MAX_LINES),
    );
  });
});

describe('CartService.enrolled', () => {
  it('answers those of the given careers the user is enrolled in, as { careerId: { $oid } }', async () => {
    const [me, other] = [await newUser(), await newUser()];
    await enrol(me, careerIds[0]);
    await enrol(me, careerIds[2]);
    await enrol(other, careerIds[1]);
    const answer = await cart.enrolled(me, [careerIds[0], careerIds[1], careerIds[2], careerIds[3]]);
    expect(answer).toHaveLength(2);
    expect(answer).toEqual(
      expect.arrayContaining([{ careerId: { $oid: careerIds[0] } }, { careerId: { $oid: careerIds[2] } }]),
    );
    expect(await cart.enrolled(me, [careerIds[3]])).toEqual([]);
    expect(await cart.enrolled(other, [careerIds[0], careerIds[1]])).toEqual([{ careerId: { $oid: careerIds[1] } }]);
  });
});
