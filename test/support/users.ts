import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import type { LoginResponse, Role } from '@app/contracts';
import { PasswordService } from '@app/identity';
import { json } from './apps.js';

export interface TestUser {
  id: string;
  username: string;
  /** `${username}@example.in`: where the dev mailbox files the user's mail. */
  email: string;
  token: string;
}

export interface TestUserOptions {
  /** The school of a campus student or school admin; none by default. */
  schoolId?: string;
  /** Starts the username, to tell a spec's users apart in the database. */
  prefix?: string;
  /** The profile's state (default Delhi, so checkout need not ask for a billing state); null for none. */
  state?: string | null;
  /** The profile's name, default Test User. */
  firstName?: string;
  lastName?: string;
  /** The profile's mobile number; none by default. */
  phoneNumber?: string;
  /**
   * The date of birth. A student's is an adult's by default (a student without one is refused until they give
   * it, and one under 18 until a parent consents: the specs of those set their own); null for none.
   */
  birthdate?: string | null;
}

/** The date of birth test students get unless told otherwise: an adult's. */
export const ADULT_BIRTHDATE = '2000-01-01';

const PASSWORD = 'secret123';
let hash: Promise<string> | undefined;
let seq = 0;

/**
 * A confirmed user of `role`, written straight to the database and signed in through the API. Each login
 * comes from its own address so the per-IP login limit stays out of the way of tests that make many users.
 */
export async function createSignedInUser(
  app: NestFastifyApplication,
  db: pg.Pool,
  role: Role = 'student',
  options: TestUserOptions = {},
): Promise<TestUser> {
  seq += 1;
  hash ??= new PasswordService().hash(PASSWORD);
  const username = `${options.prefix ?? 'user'}${process.pid}x${seq}`;
  const email = `${username}@example.in`;
  const { rows } = await db.query(
    `INSERT INTO users (username, email, password_hash, role, user_type, first_name, last_name, phone_number, school_id, state, birthdate, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now()) RETURNING id`,
    [
      username,
      email,
      await hash,
      role,
      role === 'parent' ? 'parent' : role === 'student' || role === 'campus_student' ? 'student' : null,
      options.firstName ?? 'Test',
      options.lastName ?? 'User',
      options.phoneNumber ?? null,
      options.schoolId ?? null,
      options.state === undefined ? 'Delhi' : options.state,
      options.birthdate !== undefined ? options.birthdate : role === 'student' ? ADULT_BIRTHDATE : null,
    ],
  );
  const login = await json<LoginResponse>(
    app,
    'POST',
    '/api/auth/login',
    { username, password: PASSWORD },
    { 'x-forwarded-for': `10.9.${Math.floor(seq / 250) % 250}.${seq % 250}` },
  );
  if (login.status !== 200) throw new Error(`Login of the test user failed: ${JSON.stringify(login.body)}`);
  return { id: rows[0].id, username, email, token: login.body.idToken };
}

/** The refresh token a response put in its HttpOnly cookie (light-my-request parses Set-Cookie). */
export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((c) => c.name === 'disha_refresh')?.value || undefined;
}

/** The request header that presents a refresh token the way a browser does. */
export const refreshCookieHeader = (refreshToken: string) => ({ cookie: `disha_refresh=${refreshToken}` });

/** The body of a student sign-up (POST /api/auth/signup) that passes every rule; tests override what they probe. */
export function studentSignupBody(username: string, overrides: Record<string, unknown> = {}) {
  const base = {
    userType: 'student',
    username,
    password: 'secret123',
    first_name: 'Asha',
    last_name: 'Verma',
    email: `${username}@example.in`,
    phone_number: '+919812345678',
    birthdate: '2009-05-01',
    gender: 'female',
    class: '10',
    school: 'Kendriya Vidyalaya',
    city: 'Pune',
    state: 'Maharashtra',
  };
  // Typed as the base: an override that probes a bad value (a number, a NUL) is still sent as given.
  return { ...base, ...overrides } as typeof base & Record<string, unknown>;
}
