import { vi } from 'vitest';
import type { AuthUser, LoginResponse, Role } from '@app/contracts';

/** A signed-in user of `role`, as POST /api/auth/login answers it. */
export function authUser(role: Role = 'content_editor', username = 'rohan'): AuthUser {
  const student = role === 'student' || role === 'campus_student';
  return {
    role,
    user_id: `u-${username}`,
    isCampusStudent: role === 'campus_student',
    data: {
      username,
      first_name: 'Rohan',
      last_name: 'Mehta',
      email: `${username}@example.in`,
      phone_number: '+919810000013',
      birthdate: null,
      gender: 'male',
      class: student ? '10' : null,
      school: null,
      city: null,
      state: null,
      'custom:user_id': `u-${username}`,
      'custom:user_type': student ? 'student' : role === 'parent' ? 'parent' : null,
      'custom:first_name': 'Rohan',
      'custom:last_name': 'Mehta',
      'custom:class': null,
      'custom:school': null,
      'custom:city': null,
      'custom:state': null,
    },
  };
}

export function loginResponse(user: AuthUser = authUser(), n = 1): LoginResponse {
  return { idToken: `access-${n}`, user };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  json: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** Replaces global fetch for one test; every call is recorded with its URL, headers and JSON body. */
export function stubFetch(handler: Handler) {
  const calls: Call[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body;
    const call: Call = {
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
      json: typeof body === 'string' && body ? JSON.parse(body) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', mock);
  return { mock, calls };
}

/** The signed-in flag cookie the server sets beside the HttpOnly refresh cookie: what a reload finds. */
export function reloadedWithCookie(): void {
  document.cookie = 'disha_signed_in=1; path=/';
}
