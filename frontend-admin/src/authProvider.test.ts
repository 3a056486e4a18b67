import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@app/contracts';
import { authProvider, refusal } from './authProvider';
import { accessToken, currentUser, setSessionForTests } from './session';
import { authUser, jsonResponse, loginResponse, reloadedWithCookie, stubFetch } from './test/fixtures';

const expired = () =>
  jsonResponse(
    { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' },
    401,
  );

describe('login', () => {
  it('signs a staff member in with POST /api/auth/login and keeps the access token in memory only', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.pathname === '/api/auth/login'
        ? jsonResponse(loginResponse(authUser('content_editor'), 1))
        : jsonResponse({}, 404),
    );
    await authProvider.login({ username: 'content', password: 'Demo@12345' });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/auth/login']);
    expect(calls[0]!.json).toEqual({ username: 'content', password: 'Demo@12345' });
    expect(accessToken()).toBe('access-1');
    expect(localStorage.length + sessionStorage.length).toBe(0);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 'u-rohan', fullName: 'Rohan Mehta' });
  });

  it.each(['student', 'parent', 'campus_student'] as const)(
    'turns a %s away with "This console is for staff" and ends the session it just opened',
    async (role) => {
      const { calls } = stubFetch(({ url }) => {
        if (url.pathname === '/api/auth/login') return jsonResponse(loginResponse(authUser(role), 5));
        if (url.pathname === '/api/auth/logout') return jsonResponse({ message: 'Logged out' });
        return jsonResponse({}, 404);
      });
      await expect(authProvider.login({ username: 'student', password: 'Demo@12345' })).rejects.toThrow(
        ADMIN_MESSAGES.staffOnly,
      );
      expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
        'POST /api/auth/login',
        'POST /api/auth/logout',
      ]);
      // The logout names the session by its access token (the cookie goes along by itself).
      expect(calls[1]!.headers.get('Authorization')).toBe('access-5');
      expect(accessToken()).toBeNull();
      await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    },
  );

  it("answers a wrong password with the server's message", async () => {
    stubFetch(() =>
      jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Incorrect username or password.' }, 401),
    );
    await expect(authProvider.login({ username: 'content', password: 'nope' })).rejects.toThrow(
      'Incorrect username or password.',
    );
    expect(accessToken()).toBeNull();
  });
});

describe('checkAuth (the session restored on page load)', () => {
  it('without the session cookie asks nothing and sends the visitor to sign in, without a notification', async () => {
    const { mock } = stubFetch(() => jsonResponse({}));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(mock).not.toHaveBeenCalled();
  });

  it('with the cookie, one POST /api/auth/refresh (no token: the cookie is the credential) lets staff in', async () => {
    reloadedWithCookie();
    const { calls } = stubFetch(({ url }) =>
      url.pathname === '/api/auth/refresh' ? jsonResponse(loginResponse(authUser('admin'), 2)) : jsonResponse({}, 404),
    );
    // A deep link mounts several checks at once: they share one refresh.
    await Promise.all([authProvider.checkAuth({}), authProvider.checkAuth({}), authProvider.checkAuth({})]);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/auth/refresh']);
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(accessToken()).toBe('access-2');
    // Later checks use the token in memory.
    await authProvider.checkAuth({});
    expect(calls).toHaveLength(1);
  });

  it('a refused cookie (SESSION_EXPIRED) means signed out', async () => {
    reloadedWithCookie();
    stubFetch(() => expired());
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(accessToken()).toBeNull();
  });

  it("a student's session from the student site is turned away, says why, and stays signed in there", async () => {
    reloadedWithCookie();
    const { calls } = stubFetch(({ url }) =>
      url.pathname === '/api/auth/refresh'
        ? jsonResponse(loginResponse(authUser('student'), 3))
        : jsonResponse({}, 404),
    );
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(refusal()).toBe(ADMIN_MESSAGES.staffOnly);
    // react-admin logs out after a failed check: not the student's session, which is the student site's.
    await authProvider.logout({});
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/auth/refresh']);
    // And the next check does not spend the cookie again.
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(calls).toHaveLength(1);
  });

  it('takes the token another tab got while this one waited for the refresh lock (one cookie, one refresh)', async () => {
    reloadedWithCookie();
    const { mock } = stubFetch(() => jsonResponse(loginResponse(authUser('admin'), 9)));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: async (_name: string, callback: () => unknown) => (await gate, callback()) },
    });
    const otherTab = new BroadcastChannel('disha.session');
    try {
      const check = authProvider.checkAuth({});
      otherTab.postMessage({
        type: 'session',
        idToken: 'access-other-tab',
        user: authUser('admin'),
        at: Date.now() + 1,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await check;
      expect(mock).not.toHaveBeenCalled();
      expect(accessToken()).toBe('access-other-tab');
    } finally {
      otherTab.close();
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});

describe('logout', () => {
  afterEach(() => setSessionForTests(null));

  it('ends a staff session on the server (POST /api/auth/logout with the token) and forgets it here', async () => {
    setSessionForTests(loginResponse(authUser('counsellor'), 4));
    const { calls } = stubFetch(() => jsonResponse({ message: 'Logged out' }));
    await authProvider.logout({});
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/auth/logout']);
    expect(calls[0]!.headers.get('Authorization')).toBe('access-4');
    expect(accessToken()).toBeNull();
    expect(currentUser()).toBeNull();
  });

  it('forgets the session even when the server cannot be reached', async () => {
    setSessionForTests(loginResponse(authUser('admin'), 4));
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await authProvider.logout({});
    expect(accessToken()).toBeNull();
  });
});

describe('checkError', () => {
  it('a 401 (after the data provider refreshed once) sends the user to sign in', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
  });

  it('a STAFF_ONLY 403 turns the user away with the staff message', async () => {
    await expect(authProvider.checkError({ status: 403, body: { code: 'STAFF_ONLY' } })).rejects.toEqual({
      message: false,
    });
    expect(refusal()).toBe(ADMIN_MESSAGES.staffOnly);
  });

  it.each([
    [403, 'FORBIDDEN'],
    [409, 'VERSION_CONFLICT'],
    [400, 'VALIDATION_FAILED'],
    [500, 'INTERNAL_ERROR'],
  ])('a %i %s keeps the session', async (status, code) => {
    await expect(authProvider.checkError({ status, body: { code } })).resolves.toBeUndefined();
  });
});

describe('canAccess (the permission table of libs/contracts)', () => {
  const can = (resource: string, action: string) => authProvider.canAccess!({ resource, action });

  it('content editors edit the catalogue but see no audit log', async () => {
    setSessionForTests(loginResponse(authUser('content_editor')));
    expect(await can('careers', 'edit')).toBe(true);
    expect(await can('careers', 'clone')).toBe(true);
    expect(await can('media', 'create')).toBe(true);
    expect(await can('courses', 'create')).toBe(false);
    expect(await can('audit-logs', 'list')).toBe(false);
  });

  it('counsellors and school admins read careers and fields, school admins their school, nothing else', async () => {
    for (const role of ['counsellor', 'school_admin'] as const) {
      setSessionForTests(loginResponse(authUser(role)));
      expect(await can('careers', 'list')).toBe(true);
      expect(await can('careers', 'show')).toBe(true);
      expect(await can('careers', 'edit')).toBe(false);
      expect(await can('careers', 'create')).toBe(false);
      expect(await can('reviews', 'list')).toBe(false);
      expect(await can('media', 'list')).toBe(false);
    }
    // School admins also read their own school's page (the API answers them that school only); never edit it.
    setSessionForTests(loginResponse(authUser('school_admin')));
    expect(await can('schools', 'show')).toBe(true);
    expect(await can('schools', 'edit')).toBe(false);
    setSessionForTests(loginResponse(authUser('counsellor')));
    expect(await can('schools', 'list')).toBe(false);
  });

  it('admins read the audit log, which nobody writes', async () => {
    setSessionForTests(loginResponse(authUser('admin')));
    expect(await can('audit-logs', 'list')).toBe(true);
    expect(await can('audit-logs', 'edit')).toBe(false);
  });

  it('nobody signed in, or a student, may do nothing', async () => {
    expect(await can('careers', 'list')).toBe(false);
    setSessionForTests(loginResponse(authUser('student')));
    expect(await can('careers', 'list')).toBe(false);
  });
});
