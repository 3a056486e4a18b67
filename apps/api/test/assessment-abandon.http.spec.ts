import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import {
  ASSESSMENT_MESSAGES,
  type AbandonResponse,
  type CareerContentResponse,
  type EnrolledCheckResponse,
  type EnrolmentStateResponse,
  type MyCareersResponse,
  type PaymentOrderResponse,
} from '@app/contracts';
import { eventually } from '../../../test/support/test-env.js';
import { json } from '../../../test/support/apps.js';
import { startStack, type TestStack } from '../../../test/support/stack.js';
import { createSignedInUser, type TestUser } from '../../../test/support/users.js';
import {
  createAssessmentCareer,
  enrol,
  rating,
  video,
  watchedVideo,
  type FixtureCareer,
  type FixtureStep,
} from '../../../test/support/assessment-content.js';

type Err = { statusCode: number; message: string };

let stack: TestStack;
let app: NestFastifyApplication;
let db: pg.Pool;

// The worker enrols paid orders and scores finished tests.
beforeAll(async () => {
  stack = await startStack({ worker: true });
  ({ app, db } = stack);
});

afterAll(() => stack?.stop());

const auth = (user: TestUser) => ({ authorization: user.token });
const body = (step: FixtureStep, value = 4) =>
  step.type === 2
    ? { sectionId: step.sectionId, subSectionId: step.subsectionId, type: 2, questionType: 3, rating: value }
    : { sectionId: step.sectionId, subSectionId: step.subsectionId, type: step.type };
const submit = <T = unknown>(user: TestUser, career: FixtureCareer, step: FixtureStep) =>
  json<T>(app, 'POST', `/api/career/${career.careerId}/user/${user.id}/submit`, body(step), auth(user));
const abandon = <T = AbandonResponse>(user: TestUser, careerId: string) =>
  json<T>(app, 'POST', `/api/career/${careerId}/user/${user.id}/abandon`, undefined, auth(user));
const content = <T = CareerContentResponse>(user: TestUser, id: string) =>
  json<T>(app, 'GET', `/api/career/content?userMapCareerId=${id}`, undefined, auth(user));
const myCareers = async (user: TestUser) =>
  (await json<MyCareersResponse>(app, 'GET', `/api/platform/mycareers?userId=${user.id}`, undefined, auth(user))).body;
const row = async (id: string) => (await db.query('SELECT * FROM user_careers WHERE id = $1', [id])).rows[0];
const stepCount = async (id: string) =>
  Number((await db.query('SELECT count(*) FROM assessment_steps WHERE user_career_id = $1', [id])).rows[0].count);

/** Buys the careers through the cart: a zero-price order is paid at once, and the worker enrols it. */
async function buy(user: TestUser, careerIds: string[]): Promise<string> {
  for (const id of careerIds) {
    const add = await json(
      app,
      'POST',
      `/api/platform/cart?userId=${user.id}&usertype=student&careerId=${id}`,
      undefined,
      auth(user),
    );
    expect(add.status).toBe(201);
  }
  const order = await json<PaymentOrderResponse>(app, 'POST', `/api/payment/order?userId=${user.id}`, {}, auth(user));
  expect(order).toMatchObject({ status: 201, body: { free: true } });
  await eventually(
    async () => {
      const state = await json<EnrolmentStateResponse>(
        app,
        'POST',
        `/api/platform/cart/enroll?userId=${user.id}`,
        undefined,
        auth(user),
      );
      return state.body.status === 'enrolled' && state.body.orderId === order.body.orderId;
    },
    20_000,
    'enrolment',
  );
  return order.body.orderId;
}

describe('POST /api/career/{careerId}/user/{userId}/abandon, and buying the career again', () => {
  it('drops the answers, hides the career, and lets it be bought again and taken afresh', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'abandon' });
    const career = await createAssessmentCareer(db, {
      sellingPricePaise: 0,
      sections: [{ name: 'Career Day', steps: [video(), rating(), rating()] }],
    });
    const firstOrder = await buy(me, [career.careerId]);
    const [mine] = await myCareers(me);
    expect(mine).toMatchObject({ careerId: { $oid: career.careerId }, status: 'ENROLLED' });
    const id = mine._id.$oid;

    await content(me, id);
    await watchedVideo(db, id);
    expect((await submit(me, career, career.steps[0])).status).toBe(200);
    expect((await submit(me, career, career.steps[1])).status).toBe(200);
    expect(await abandon(me, career.careerId)).toEqual({
      status: 200,
      body: { status: 'abandoned', message: ASSESSMENT_MESSAGES.abandoned },
    });
    expect(await row(id)).toMatchObject({
      status: 'ABANDONED',
      started_at: null,
      step_started_at: null,
      order_id: firstOrder,
    });
    expect(await stepCount(id)).toBe(0);

    // Not enrolled any more: hidden from My Careers, no report, and buyable again. What else a left test refuses
    // (steps, the finish, the content) is libs/assessment/test/assessment-steps.spec.ts's.
    expect(await myCareers(me)).toEqual([]);
    expect(
      await json<Err>(app, 'GET', `/api/career/${career.careerId}/user/${me.id}/summary`, undefined, auth(me)),
    ).toMatchObject({ status: 404 });
    expect(
      (
        await json<EnrolledCheckResponse>(
          app,
          'POST',
          `/api/platform/cart/enrolled?userId=${me.id}`,
          { careers: [career.careerId] },
          auth(me),
        )
      ).body,
    ).toEqual([]);
    expect(
      (await json(app, 'POST', `/api/platform/cart/merge?userId=${me.id}`, { careers: [career.careerId] }, auth(me)))
        .body,
    ).toEqual([expect.objectContaining({ careerId: career.careerId })]);
    await json(app, 'DELETE', `/api/platform/cart?userId=${me.id}`, { careers: [career.careerId] }, auth(me));

    const secondOrder = await buy(me, [career.careerId]);
    expect(secondOrder).not.toBe(firstOrder);
    // The same enrolment, revived: ENROLLED under the new order, every date of the old attempt cleared.
    expect(await row(id)).toMatchObject({
      status: 'ENROLLED',
      source: 'order',
      order_id: secondOrder,
      started_at: null,
      step_started_at: null,
      finished_at: null,
      completed_at: null,
    });
    expect((await myCareers(me)).map((c) => [c._id.$oid, c.status])).toEqual([[id, 'ENROLLED']]);
    const fresh = await content(me, id);
    expect(fresh.body).toMatchObject({ status: 'ENROLLED', progress: { answered: [], done: 0, total: 3 } });
    await watchedVideo(db, id);
    expect((await submit(me, career, career.steps[0])).status).toBe(200);
  });

  it('leaves an enrolment that is not abandoned as it was when the career is ordered again', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'abandon' });
    const career = await createAssessmentCareer(db, {
      sellingPricePaise: 0,
      sections: [{ name: 'Career Day', steps: [rating()] }],
    });
    const other = await createAssessmentCareer(db, {
      sellingPricePaise: 0,
      sections: [{ name: 'Career Day', steps: [rating()] }],
    });
    const id = await enrol(db, me.id, career.careerId, 'classroom');
    // The cart refuses it (still enrolled) ...
    expect(
      (
        await json(
          app,
          'POST',
          `/api/platform/cart?userId=${me.id}&usertype=student&careerId=${career.careerId}`,
          undefined,
          auth(me),
        )
      ).status,
    ).toBe(409);
    // ... and an order that holds it anyway (enrolled after it was made) does not touch it.
    await json(
      app,
      'POST',
      `/api/platform/cart?userId=${me.id}&usertype=student&careerId=${other.careerId}`,
      undefined,
      auth(me),
    );
    await db.query(`INSERT INTO cart_items (user_id, career_id) VALUES ($1, $2)`, [me.id, career.careerId]);
    await db.query(`UPDATE user_careers SET status = 'IN_PROGRESS', step_started_at = now() WHERE id = $1`, [id]);
    const { rows } = await db.query(
      `INSERT INTO orders (user_id, status, billing_state, subtotal_paise, gst_paise, total_paise, paid_at) VALUES ($1, 'PAID', 'Delhi', 0, 0, 0, now()) RETURNING id`,
      [me.id],
    );
    const orderId = rows[0].id;
    await db.query(
      `INSERT INTO order_lines (order_id, career_id, unit_price_paise, total_price_paise) VALUES ($1, $2, 0, 0), ($1, $3, 0, 0)`,
      [orderId, career.careerId, other.careerId],
    );
    await db.query(`INSERT INTO outbox (type, payload) VALUES ('PaymentCaptured', $1)`, [JSON.stringify({ orderId })]);
    await eventually(
      async () => (await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId])).rows[0].status === 'FULFILLED',
      20_000,
      'fulfilment',
    );
    expect(await row(id)).toMatchObject({ status: 'IN_PROGRESS', source: 'classroom', order_id: null });
    expect(
      (
        await db.query(`SELECT order_id FROM user_careers WHERE user_id = $1 AND career_id = $2`, [
          me.id,
          other.careerId,
        ])
      ).rows,
    ).toEqual([{ order_id: orderId }]);
  });

  it("puts a classroom's career left by a campus student back to ENROLLED, to be taken again from the start", async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'abandon' });
    const career = await createAssessmentCareer(db, {
      sections: [{ name: 'Career Day', steps: [video(), rating(), rating()] }],
    });
    const id = await enrol(db, me.id, career.careerId, 'classroom');
    expect((await content(me, id)).body).toMatchObject({ status: 'ENROLLED', onLeave: 'retake' });
    await watchedVideo(db, id);
    expect((await submit(me, career, career.steps[0])).status).toBe(200);
    expect((await submit(me, career, career.steps[1])).status).toBe(200);
    expect((await row(id)).status).toBe('IN_PROGRESS');

    expect(await abandon(me, career.careerId)).toEqual({
      status: 200,
      body: { status: 'restarted', message: ASSESSMENT_MESSAGES.restarted },
    });
    expect(await row(id)).toMatchObject({
      status: 'ENROLLED',
      source: 'classroom',
      started_at: null,
      step_started_at: null,
      finished_at: null,
    });
    expect(await stepCount(id)).toBe(0);
    // Still the student's, listed to Start again; the test starts afresh from its first step.
    expect((await myCareers(me)).map((c) => [c._id.$oid, c.status])).toEqual([[id, 'ENROLLED']]);
    const fresh = await content(me, id);
    expect(fresh.body).toMatchObject({
      status: 'ENROLLED',
      onLeave: 'retake',
      progress: { answered: [], done: 0, total: 3, next: { subsectionId: career.steps[0].subsectionId } },
    });
    await watchedVideo(db, id);
    for (const step of career.steps) expect((await submit(me, career, step)).status).toBe(200);
    expect(
      (await json(app, 'PUT', `/api/career/${career.careerId}/user/${me.id}/submit`, undefined, auth(me))).status,
    ).toBe(200);
    await eventually(async () => (await row(id)).status === 'COMPLETED', 20_000, 'scoring');
  });

  it('refuses to abandon a career the caller is not enrolled in', async () => {
    const me = await createSignedInUser(app, db, 'student', { prefix: 'abandon' });
    const career = await createAssessmentCareer(db, { sections: [{ name: 'Career Day', steps: [rating()] }] });
    expect(await abandon<Err>(me, career.careerId)).toMatchObject({
      status: 404,
      body: { message: ASSESSMENT_MESSAGES.notEnrolled },
    });
  });
});
