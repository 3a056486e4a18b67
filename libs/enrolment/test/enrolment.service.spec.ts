import { sql as drizzleSql } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle, type Transaction } from '@app/db';
import { EnrolmentStateError, type Enrolment } from '@app/enrolment';
import { EnrolmentRepository } from '../src/enrolment.repository.js';
import { EnrolmentService } from '../src/enrolment.service.js';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';

// EnrolmentService against real PostgreSQL, without HTTP: every move of the machine as SQL, the reads other
// libs ask it, and that writes join the caller's transaction.

let env: TestEnv;
let handle: DatabaseHandle;
let service: EnrolmentService;
let careerIds: string[];

beforeAll(async () => {
  env = await createTestEnv();
  handle = createDatabase(env.databaseUrl, 4);
  service = new EnrolmentService(new EnrolmentRepository(handle.db));
  careerIds = (await sql('SELECT id FROM careers ORDER BY name LIMIT 6')).map((r) => r.id as string);
});

afterAll(async () => {
  await handle?.pool.end();
  await env?.cleanup();
});

async function sql(text: string, values: unknown[] = []) {
  return (await handle.pool.query(text, values)).rows;
}

const tx = <T>(fn: (tx: Transaction) => Promise<T>) => handle.db.transaction(fn);

let seq = 0;
async function newUser(): Promise<string> {
  seq += 1;
  const [row] = await sql(
    `INSERT INTO users (username, email, role, user_type, first_name, last_name, confirmed_at)
     VALUES ($1, $2, 'student', 'student', 'Asha', 'Rao', now()) RETURNING id`,
    [`enr${process.pid}x${seq}`, `enr${process.pid}x${seq}@example.in`],
  );
  return row.id;
}

async function newOrder(userId: string): Promise<string> {
  const [row] = await sql(
    `INSERT INTO orders (user_id, status, subtotal_paise, gst_paise, total_paise, paid_at)
     VALUES ($1, 'PAID', 100000, 18000, 118000, now()) RETURNING id`,
    [userId],
  );
  return row.id;
}

async function row(userId: string, careerId: string) {
  const [r] = await sql('SELECT * FROM user_careers WHERE user_id = $1 AND career_id = $2', [userId, careerId]);
  return r as
    | {
        id: string;
        status: string;
        source: string;
        order_id: string | null;
        started_at: Date | null;
        step_started_at: Date | null;
        finished_at: Date | null;
        completed_at: Date | null;
      }
    | undefined;
}

async function setStatus(userId: string, careerId: string, status: string, finished = false) {
  await sql(
    `UPDATE user_careers SET status = $3, finished_at = CASE WHEN $4 THEN now() END, started_at = now(), step_started_at = now()
     WHERE user_id = $1 AND career_id = $2`,
    [userId, careerId, status, finished],
  );
}

async function locked(userId: string, careerId: string): Promise<Enrolment> {
  return (await tx((t) => service.lockIn(t, userId, careerId)))!;
}

describe('enrolling', () => {
  it('enrols the careers of a paid order ENROLLED, and a retried fulfilment changes nothing', async () => {
    const user = await newUser();
    const order = await newOrder(user);
    await tx((t) => service.enrolForOrder(t, user, order, careerIds.slice(0, 2)));
    const first = await row(user, careerIds[0]);
    expect(first).toMatchObject({ status: 'ENROLLED', source: 'order', order_id: order, started_at: null });
    await tx((t) => service.enrolForOrder(t, user, order, careerIds.slice(0, 2)));
    expect(await sql('SELECT id FROM user_careers WHERE user_id = $1', [user])).toHaveLength(2);
    expect((await row(user, careerIds[0]))!.id).toBe(first!.id);
  });

  it('enrols a left career afresh under the new order, and keeps one the user has as it is', async () => {
    const user = await newUser();
    const [left, classroom, done] = careerIds;
    const firstOrder = await newOrder(user);
    await tx((t) => service.enrolForOrder(t, user, firstOrder, [left, done]));
    await tx((t) => service.enrolForClassroom(t, user, [classroom]));
    await setStatus(user, left, 'ABANDONED');
    await setStatus(user, done, 'COMPLETED', true);

    const again = await newOrder(user);
    await tx((t) => service.enrolForOrder(t, user, again, [left, classroom, done]));
    expect(await row(user, left)).toMatchObject({
      status: 'ENROLLED',
      source: 'order',
      order_id: again,
      started_at: null,
      step_started_at: null,
      finished_at: null,
      completed_at: null,
    });
    expect(await row(user, classroom)).toMatchObject({ status: 'ENROLLED', source: 'classroom', order_id: null });
    expect(await row(user, done)).toMatchObject({ status: 'COMPLETED', order_id: firstOrder });
  });

  it("enrols a classroom's careers, leaving those the user has or left as they are, and counts the new ones", async () => {
    const user = await newUser();
    const [bought, left, fresh] = careerIds;
    const order = await newOrder(user);
    await tx((t) => service.enrolForOrder(t, user, order, [bought, left]));
    await setStatus(user, left, 'ABANDONED');
    expect(await tx((t) => service.enrolForClassroom(t, user, [bought, left, fresh]))).toBe(1);
    expect(await row(user, bought)).toMatchObject({ source: 'order', status: 'ENROLLED' });
    expect(await row(user, left)).toMatchObject({ source: 'order', status: 'ABANDONED' });
    expect(await row(user, fresh)).toMatchObject({ source: 'classroom', status: 'ENROLLED' });
    expect(await tx((t) => service.enrolForClassroom(t, user, []))).toBe(0);
  });

  it("writes in the caller's transaction: a rollback leaves nothing enrolled", async () => {
    const user = await newUser();
    const order = await newOrder(user);
    await expect(
      tx(async (t) => {
        await service.enrolForOrder(t, user, order, [careerIds[0]]);
        await service.enrolForClassroom(t, user, [careerIds[1]]);
        throw new Error('the use case failed after enrolling');
      }),
    ).rejects.toThrow('the use case failed');
    expect(await sql('SELECT id FROM user_careers WHERE user_id = $1', [user])).toHaveLength(0);
  });
});

describe('what the user has', () => {
  let user: string;
  let order: string;

  beforeAll(async () => {
    user = await newUser();
    order = await newOrder(user);
    // Enrolled one after another, so "oldest first" is this order.
    for (const careerId of careerIds.slice(0, 3)) await tx((t) => service.enrolForOrder(t, user, order, [careerId]));
    await tx((t) => service.enrolForClassroom(t, user, [careerIds[3]]));
    await setStatus(user, careerIds[1], 'ABANDONED');
  });

  it('lists the careers but the left ones, oldest first (my careers, and the dashboard)', async () => {
    const mine = await service.myCareers(user);
    expect(mine.map((c) => c.careerId.$oid)).toEqual([careerIds[0], careerIds[2], careerIds[3]]);
    expect(mine[0]).toMatchObject({ status: 'ENROLLED', master: { name: expect.any(String) } });
    const active = await service.activeEnrolments(user);
    expect(active.map((e) => e.careerId)).toEqual([careerIds[0], careerIds[2], careerIds[3]]);
    expect(active[0].career.id).toBe(careerIds[0]);
  });

  it('answers which of some careers the user has (the cart and checkout ask)', async () => {
    expect(await service.activeCareerIds(user, [careerIds[3], careerIds[1], careerIds[0], careerIds[5]])).toEqual([
      careerIds[0],
      careerIds[3],
    ]);
    expect(await service.activeCareerIds(user, [])).toEqual([]);
  });

  it('answers which careers were bought through another order (a second charge to refund)', async () => {
    const other = await newOrder(user);
    const asked = careerIds.slice(0, 4);
    expect(await tx((t) => service.boughtThroughOtherOrders(t, user, other, asked))).toEqual(
      expect.arrayContaining([careerIds[0], careerIds[2]]),
    );
    expect(await tx((t) => service.boughtThroughOtherOrders(t, user, other, asked))).toHaveLength(2);
    // Through this very order, a classroom, or left: none of them is a second charge.
    expect(await tx((t) => service.boughtThroughOtherOrders(t, user, order, asked))).toEqual([]);
  });

  it('finds an enrolment by id in any status, and by career only unless it was left', async () => {
    const left = (await row(user, careerIds[1]))!;
    expect(await service.findOwn(user, left.id)).toMatchObject({ status: 'ABANDONED', careerId: careerIds[1] });
    expect(await service.findOwn(await newUser(), left.id)).toBeUndefined();
    expect(await service.findActiveIn(user, careerIds[1])).toBeUndefined();
    expect(await service.findActiveIn(user, careerIds[0])).toMatchObject({
      status: 'ENROLLED',
      career: { id: careerIds[0] },
    });
  });
});

describe('taking a test: every move', () => {
  let user: string;
  const career = () => careerIds[0];

  beforeEach(async () => {
    user = await newUser();
    await tx((t) => service.enrolForClassroom(t, user, [career()]));
  });

  it('opens once: the first fetch starts the clock, a reload does not restart it', async () => {
    const enrolment = await locked(user, career());
    const started = await service.open(enrolment);
    expect(started).toBeInstanceOf(Date);
    expect(await service.open(enrolment)).toBeUndefined();
    expect((await row(user, career()))!.step_started_at).toEqual(started);
  });

  it('goes ENROLLED -> IN_PROGRESS -> (finished) -> COMPLETED', async () => {
    const first = await tx(async (t) => service.answer(t, (await service.lockIn(t, user, career()))!));
    const afterOne = (await row(user, career()))!;
    expect(afterOne).toMatchObject({ status: 'IN_PROGRESS', finished_at: null });
    expect(afterOne.started_at).toEqual(first);
    expect(afterOne.step_started_at).toEqual(first);

    const second = await tx(async (t) => service.answer(t, (await service.lockIn(t, user, career()))!));
    const afterTwo = (await row(user, career()))!;
    expect(afterTwo.started_at).toEqual(first);
    expect(afterTwo.step_started_at).toEqual(second);
    expect(second.getTime()).toBeGreaterThanOrEqual(first.getTime());

    await tx(async (t) => service.finish(t, (await service.lockIn(t, user, career()))!));
    expect((await row(user, career()))!).toMatchObject({ status: 'IN_PROGRESS', finished_at: expect.any(Date) });

    await tx(async (t) => service.complete(t, (await service.lockById(t, afterTwo.id))!));
    expect((await row(user, career()))!).toMatchObject({ status: 'COMPLETED', completed_at: expect.any(Date) });
  });

  it('abandons a test not handed in: ABANDONED, clocks cleared; then it can be enrolled again', async () => {
    await tx(async (t) => service.answer(t, (await service.lockIn(t, user, career()))!));
    await tx(async (t) => service.abandon(t, (await service.lockIn(t, user, career()))!));
    expect(await row(user, career())).toMatchObject({ status: 'ABANDONED', started_at: null, step_started_at: null });
    // A left test is not opened by a fetch.
    expect(await service.open(await locked(user, career()))).toBeUndefined();
    await tx(async (t) => service.enrolForOrder(t, user, await newOrder(user), [career()]));
    expect(await row(user, career())).toMatchObject({ status: 'ENROLLED', source: 'order' });
  });

  it("restarts a classroom's test not handed in: ENROLLED again, clocks cleared, still the student's", async () => {
    await tx(async (t) => service.answer(t, (await service.lockIn(t, user, career()))!));
    await tx(async (t) => service.restart(t, (await service.lockIn(t, user, career()))!));
    expect(await row(user, career())).toMatchObject({
      status: 'ENROLLED',
      source: 'classroom',
      started_at: null,
      step_started_at: null,
      finished_at: null,
    });
    expect(await service.activeCareerIds(user, [career()])).toEqual([career()]);
    // Taken again from the start: the first fetch starts the clock anew.
    expect(await service.open(await locked(user, career()))).toBeInstanceOf(Date);
  });

  it('leaves a test by the move its source calls for: a classroom restarts, an order abandons', async () => {
    await tx(async (t) => service.answer(t, (await service.lockIn(t, user, career()))!));
    expect(await tx(async (t) => service.leave(t, (await service.lockIn(t, user, career()))!))).toBe('ENROLLED');
    expect(await row(user, career())).toMatchObject({ status: 'ENROLLED', source: 'classroom' });

    const bought = careerIds[1];
    await tx(async (t) => service.enrolForOrder(t, user, await newOrder(user), [bought]));
    await tx(async (t) => service.answer(t, (await service.lockIn(t, user, bought))!));
    expect(await tx(async (t) => service.leave(t, (await service.lockIn(t, user, bought))!))).toBe('ABANDONED');
    expect(await row(user, bought)).toMatchObject({ status: 'ABANDONED', source: 'order' });
  });

  it.each(['answer', 'abandon', 'restart', 'finish'] as const)(
    'refuses to %s a handed-in test, writing nothing',
    async (move) => {
      await tx(async (t) => service.answer(t, (await service.lockIn(t, user, career()))!));
      await tx(async (t) => service.finish(t, (await service.lockIn(t, user, career()))!));
      const before = await row(user, career());
      await expect(tx(async (t) => service[move](t, (await service.lockIn(t, user, career()))!))).rejects.toThrow(
        EnrolmentStateError,
      );
      expect(await row(user, career())).toEqual(before);
    },
  );

  it.each([
    ['complete', 'ENROLLED', false],
    ['complete', 'IN_PROGRESS', false],
    ['complete', 'COMPLETED', true],
    ['answer', 'COMPLETED', true],
    ['answer', 'ABANDONED', false],
    ['finish', 'ABANDONED', false],
    ['abandon', 'ABANDONED', false],
    ['abandon', 'COMPLETED', true],
    ['restart', 'ABANDONED', false],
    ['restart', 'COMPLETED', true],
  ] as const)('refuses to %s from %s, writing nothing', async (move, status, finished) => {
    await setStatus(user, career(), status, finished);
    const before = await row(user, career());
    await expect(tx(async (t) => service[move](t, (await service.lockIn(t, user, career()))!))).rejects.toMatchObject({
      name: 'EnrolmentStateError',
      event: move,
      status,
    });
    expect(await row(user, career())).toEqual(before);
  });

  it('checks the row as it is, not only the copy it is given: a stale copy cannot slip a move through', async () => {
    const stale = await locked(user, career());
    await setStatus(user, career(), 'IN_PROGRESS', true);
    const before = await row(user, career());
    await expect(tx((t) => service.abandon(t, stale))).rejects.toThrow(EnrolmentStateError);
    await expect(tx((t) => service.answer(t, stale))).rejects.toThrow(EnrolmentStateError);
    expect(await row(user, career())).toEqual(before);
  });

  it("runs the caller's write alongside an answer in one statement, and a refused answer rolls it back", async () => {
    await sql('CREATE TABLE IF NOT EXISTS spec_alongside (user_id uuid)');
    const alongside = drizzleSql`INSERT INTO spec_alongside VALUES (${user})`;
    await tx(async (t) => service.answer(t, (await service.lockIn(t, user, career()))!, alongside));
    expect(await sql('SELECT * FROM spec_alongside WHERE user_id = $1', [user])).toHaveLength(1);
    expect(await row(user, career())).toMatchObject({ status: 'IN_PROGRESS' });

    // A stale copy passes the in-memory check; the statement's guard refuses, and the transaction takes both back.
    const stale = await locked(user, career());
    await setStatus(user, career(), 'IN_PROGRESS', true);
    await expect(tx((t) => service.answer(t, stale, alongside))).rejects.toThrow(EnrolmentStateError);
    expect(await sql('SELECT * FROM spec_alongside WHERE user_id = $1', [user])).toHaveLength(1);
  });

  it("holds the enrolment's lock until the transaction ends", async () => {
    const enrolment = await locked(user, career());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = tx(async (t) => {
      await service.lockIn(t, user, career());
      await held;
    });
    // Give the holder time to take the lock, then a second locker must wait (and give up after its timeout).
    await new Promise((r) => setTimeout(r, 200));
    await expect(
      tx(async (t) => {
        await t.execute("SET LOCAL lock_timeout = '200ms'");
        return service.lockById(t, enrolment.id);
      }),
    ).rejects.toMatchObject({ cause: { code: '55P03' } });
    release();
    await holder;
    expect(await tx((t) => service.lockById(t, enrolment.id))).toMatchObject({ id: enrolment.id });
  });
});
