import type { INestApplicationContext } from '@nestjs/common';
import { json, startWorker } from '../../../test/support/apps.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';
import { eventually } from '../../../test/support/test-env.js';
import { nextInTurn } from '../src/assignment/lead-assignment.service.js';

// Issue 12: "the round-robin with two workers". Two real worker processes' worth of apps (each its outbox relay and
// BullMQ workers) take the DemoRequested jobs of many requests at once: every lead is assigned exactly once, each
// assignee mailed once per request, and the turns stay fair (the cursor row is locked per assignment).

let stack: TestStackWithWorker;
let second: INestApplicationContext;
const counsellors: string[] = [];

beforeAll(async () => {
  stack = await startStack({ worker: true });
  second = await startWorker(stack.config);
  for (let i = 0; i < 3; i += 1) {
    const { rows } = await stack.db.query(
      `INSERT INTO users (username, email, password_hash, role, first_name, last_name, confirmed_at)
       VALUES ($1, $2, 'x', 'counsellor', 'Coun', $3, now()) RETURNING id`,
      [`rr${i}`, `rr${i}@example.in`, `S${i}`],
    );
    counsellors.push(rows[0].id);
  }
});

afterAll(async () => {
  await second?.close();
  await stack?.stop();
});

describe('round-robin', () => {
  it('picks the counsellor after the last one, wrapping round', () => {
    expect(nextInTurn(['a', 'b', 'c'], null)).toBe('a');
    expect(nextInTurn(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextInTurn(['a', 'b', 'c'], 'c')).toBe('a');
    // The last one left the rota: the next after where they stood.
    expect(nextInTurn(['a', 'c'], 'b')).toBe('c');
    expect(nextInTurn([], 'b')).toBeUndefined();
  });

  it('assigns every lead once and fairly with two workers taking the jobs at once', async () => {
    const N = 60;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        json(
          stack.app,
          'POST',
          '/api/platform/demo?usertype=parent',
          { name: `Parent ${i}`, email: `rr-parent${i}@example.in`, mobile: `+9198000${String(i).padStart(5, '0')}` },
          { 'x-forwarded-for': `10.77.${i}.1` },
        ),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const db = stack.db;
    await eventually(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM leads WHERE assignee_id IS NOT NULL`)).rows[0].n === N,
      30_000,
      'every lead assigned',
    );
    const perLead = await db.query(
      `SELECT lead_id, count(*)::int AS n FROM lead_events WHERE kind = 'assigned' GROUP BY lead_id`,
    );
    expect(perLead.rows).toHaveLength(N);
    expect(perLead.rows.every((r) => r.n === 1)).toBe(true);
    const perCounsellor = await db.query(
      `SELECT assignee_id, count(*)::int AS n FROM leads GROUP BY assignee_id ORDER BY assignee_id`,
    );
    expect(perCounsellor.rows.map((r) => r.n)).toEqual([20, 20, 20]);
    // Each assignee mailed once per lead, and sales told once per lead.
    const mails = await eventually(async () => {
      const { rows } = await db.query(
        `SELECT recipient, count(*)::int AS n FROM dev_mailbox WHERE message_id LIKE '<lead-assigned:%' GROUP BY recipient`,
      );
      return rows.reduce((sum, r) => sum + r.n, 0) === N && rows;
    }, 15_000);
    expect(mails.map((r) => r.n).sort()).toEqual([20, 20, 20]);
    const salesCount = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM dev_mailbox WHERE message_id LIKE '<lead-alert:%'`)).rows[0].n;
    await eventually(async () => (await salesCount()) === N, 15_000, 'the sales alerts');
    await new Promise((r) => setTimeout(r, 300));
    expect(await salesCount()).toBe(N);
  });
});
