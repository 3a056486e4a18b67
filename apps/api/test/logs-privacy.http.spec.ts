import type { ArgumentsHost, INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq } from 'drizzle-orm';
import { ApiExceptionFilter } from '@app/common';
import { createDatabase, users } from '@app/db';
import { AppLogger } from '@app/logging';
import { createApiApp } from '../src/app.factory.js';
import { createTestEnv, eventually, type TestEnv } from '../../../test/support/test-env.js';
import { createWorkerApp, json } from '../../../test/support/apps.js';
import { settled } from '../../../test/support/settled.js';

/** Everything the api and the worker log in this file, as pino writes it in production (JSON lines). */
const lines: string[] = [];
const logger = () =>
  new AppLogger({ level: 'verbose', format: 'json', destination: { write: (line: string) => lines.push(line) } });

let env: TestEnv;
let app: NestFastifyApplication;
let worker: INestApplicationContext;
beforeAll(async () => {
  env = await createTestEnv();
  const config = env.config({ LOG_LEVEL: 'verbose', LOG_FORMAT: 'json' });
  app = await createApiApp(config, { logger: logger() });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  worker = await createWorkerApp(config, { logger: logger() });
});
afterAll(async () => {
  await worker?.close();
  await app?.close();
  await env?.cleanup();
});

/** An account whose every value is unusual enough that finding it in the logs cannot be a coincidence. */
const person = {
  userType: 'student',
  username: 'zorawarlogcheck',
  password: 'Tr1cky-Passw0rd',
  first_name: 'Zorawarqz',
  last_name: 'Oberoiqz',
  email: 'zorawar.logcheck@example.in',
  phone_number: '+919876501234',
  birthdate: '2009-05-01',
  gender: 'male',
  class: '10',
  school: 'Kendriya Vidyalaya',
  city: 'Pune',
  state: 'Maharashtra',
};
const NEW_PASSWORD = 'An0ther-Secret';

type Mail = { subject: string; text: string };
const mails = async () => (await json<Mail[]>(app, 'GET', `/api/dev/mail?to=${encodeURIComponent(person.email)}`)).body;
const codeOf = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)![1];

describe('logs of a sign-up, a failed query and a password reset', () => {
  const secrets: string[] = [
    person.email,
    person.phone_number,
    person.phone_number.slice(3),
    person.first_name,
    person.last_name,
    person.username,
    person.password,
    NEW_PASSWORD,
  ];

  it('carry the request id into the jobs the request caused', async () => {
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: person });
    expect(signup.statusCode).toBe(201);
    const requestId = signup.headers['x-request-id'] as string;
    const mail = await eventually(async () => (await mails())[0], 15_000, 'verification mail');
    secrets.push(codeOf(mail));
    const { db, pool } = createDatabase(env.databaseUrl, 1);
    try {
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.username, person.username));
      secrets.push(row.hash!);
    } finally {
      await pool.end();
    }
    // The mail job's log line names the request that signed up.
    const sent = await eventually(
      () => lines.map((l) => JSON.parse(l)).find((l) => l.context === 'MailService' && l.requestId === requestId),
      15_000,
      'mail log line',
    );
    expect(sent).toMatchObject({ level: 'info', requestId, jobId: expect.any(String) });
  });

  it('never hold the account: sign-up, confirmation, failing inserts, login, reset', async () => {
    const code = secrets[secrets.length - 2];
    expect((await json(app, 'POST', '/api/auth/confirm', { username: person.username, code })).status).toBe(200);
    // The same account again (a duplicate), and one with a NUL byte (PostgreSQL refuses it in text).
    expect((await json(app, 'POST', '/api/auth/signup', person)).status).toBeLessThan(500);
    await json(app, 'POST', '/api/auth/signup', {
      ...person,
      username: 'zorawarlogcheck2',
      email: 'zorawar.logcheck2@example.in',
      school: 'K\u0000V',
    });
    secrets.push('zorawar.logcheck2@example.in');
    const wrong = await json(app, 'POST', '/api/auth/login', {
      username: person.username,
      password: 'not-the-password1',
    });
    expect(wrong.status).toBe(401);
    const login = await json<{ idToken: string }>(app, 'POST', '/api/auth/login', {
      username: person.username,
      password: person.password,
    });
    expect(login.status).toBe(200);
    secrets.push(login.body.idToken);
    expect((await json(app, 'POST', '/api/auth/forgot-password', { username: person.username })).status).toBe(200);
    const reset = await eventually(
      async () => ((await mails()).length >= 2 ? (await mails())[0] : undefined),
      15_000,
      'reset mail',
    );
    secrets.push(codeOf(reset));
    expect(
      (
        await json(app, 'POST', '/api/auth/reset-password', {
          username: person.username,
          code: codeOf(reset),
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    // The lines of the jobs these calls caused (the mails) are written once those jobs are done.
    await settled(app);

    expect(lines.length).toBeGreaterThan(10);
    const output = lines.join('');
    const leaked = secrets.filter((s) => output.toLowerCase().includes(s.toLowerCase()));
    expect(leaked).toEqual([]);
    // Every line is one JSON object (pino), none of them unparsable.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('log a failed query (a 500) by class, PostgreSQL code and SQL, never its parameters', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA';
    const { db, pool } = createDatabase(env.databaseUrl, 1);
    let failure: unknown;
    try {
      // A real failing insert: the username is taken (unique violation), the parameters are a new user's.
      await db.insert(users).values({
        username: person.username,
        email: 'kavya.private@example.in',
        phoneNumber: '+918765409876',
        passwordHash: hash,
        role: 'student',
        firstName: 'Kavyaqz',
        lastName: 'Privateqz',
      });
    } catch (error) {
      failure = error;
    } finally {
      await pool.end();
    }
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain('kavya.private@example.in'); // what must not reach the log

    const before = lines.length;
    const reply = { status: () => reply, header: () => reply, send: () => reply };
    const host = {
      switchToHttp: () => ({
        getResponse: () => reply,
        getRequest: () => ({ method: 'POST', url: '/api/auth/signup', headers: {} }),
      }),
    };
    new ApiExceptionFilter().catch(failure, host as unknown as ArgumentsHost);
    const logged = lines.slice(before).join('');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('[pg 23505]');
    expect(logged).toContain('insert into');
    for (const value of ['kavya.private@example.in', '+918765409876', '8765409876', hash, 'Kavyaqz', 'Privateqz'])
      expect(logged).not.toContain(value);
  });
});
