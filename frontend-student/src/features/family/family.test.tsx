import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, FAMILY_MESSAGES, type AuthUser, type ParentChild } from '@app/contracts';
import { authUser } from '../../test/authFixtures';
import { jsonResponse } from '../../test/utils';
import {
  EMPTY_DASHBOARD,
  dashboardCareer,
  myCareer,
  preloadStudentPages,
  renderStudentApp,
} from '../student/studentTestApp';

// Parents and children (issue 14) in the student app: a parent's child switcher and read-only pages, "Link a
// child", a student's requests and invitations, and the mailed invitation's page.

beforeAll(async () => {
  await preloadStudentPages();
  await import('./ParentInvitePage');
}, 30_000);

const parentUser = (): AuthUser => ({
  ...authUser({
    username: 'priya',
    first_name: 'Priya',
    last_name: 'Verma',
    email: 'priya@example.in',
    'custom:user_type': 'parent',
  }),
  role: 'parent',
});

const child = (n: number, firstName = `Child${n}`): ParentChild => ({
  userId: `c-${n}`,
  linkId: `l-${n}`,
  firstName,
  lastName: 'Verma',
  username: `child${n}`,
  class: '10',
  school: 'DPS',
  linkedAt: '2026-11-01T10:00:00.000Z',
});

const lastCall = (calls: { url: URL }[], path: string) => calls.filter((c) => c.url.pathname === path).at(-1);

describe("a parent's child switcher", () => {
  it("shows the first child's dashboard read-only, and the parent's own account when chosen", async () => {
    const { calls } = renderStudentApp({
      me: parentUser(),
      api: {
        '/api/parent/children': () => jsonResponse([child(1, 'Ravi'), child(2, 'Meera')]),
        '/api/student/dashboard': (url) =>
          jsonResponse(
            url.searchParams.get('userId') === 'c-1'
              ? { ...EMPTY_DASHBOARD, enrolled: [dashboardCareer(1)] }
              : EMPTY_DASHBOARD,
          ),
      },
    });
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent("Ravi Verma's dashboard");
    // The parent's own dashboard is never loaded first: the area waits for the children.
    expect(
      calls.filter((c) => c.url.pathname === '/api/student/dashboard').map((c) => c.url.searchParams.get('userId')),
    ).toEqual(['c-1']);
    const card = await screen.findByTestId('my-career-status');
    expect(card).toHaveTextContent('Not started');
    expect(screen.queryByRole('link', { name: 'Start Now' })).not.toBeInTheDocument();
    expect(screen.getByTestId('child-switcher-note')).toHaveTextContent('Only Ravi can take a test');
    // A parent has no parents' panel.
    expect(screen.queryByTestId('parent-links')).not.toBeInTheDocument();

    const select = screen.getByLabelText('Viewing');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ravi Verma (class 10)', 'Meera Verma (class 10)', 'My own account']);
    await userEvent.selectOptions(select, 'Meera Verma (class 10)');
    await waitFor(() => expect(lastCall(calls, '/api/student/dashboard')!.url.searchParams.get('userId')).toBe('c-2'));
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent("Meera Verma's dashboard");
    await userEvent.selectOptions(select, 'My own account');
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hi, Priya Verma');
    expect(lastCall(calls, '/api/student/dashboard')!.url.searchParams.get('userId')).toBe('u-1');
  });

  it("shows the child's careers without Start buttons", async () => {
    const { calls } = renderStudentApp({
      me: parentUser(),
      route: '/user-student/main/careers',
      api: {
        '/api/parent/children': () => jsonResponse([child(1, 'Ravi')]),
        '/api/platform/mycareers': () =>
          jsonResponse([myCareer(1, 'ENROLLED', 'Pilot'), myCareer(2, 'COMPLETED', 'Architect')]),
      },
    });
    expect(await screen.findByRole('heading', { name: "Ravi's Careers", level: 1 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'My Careers' });
    expect(screen.queryByRole('link', { name: 'Start Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check Report' })).toBeInTheDocument();
    expect(lastCall(calls, '/api/platform/mycareers')!.url.searchParams.get('userId')).toBe('c-1');
  });

  it('says when no child is linked, and links one by username, showing a refusal under the field', async () => {
    let asked = 0;
    const { calls } = renderStudentApp({
      me: parentUser(),
      api: {
        '/api/parent/children': () => jsonResponse([]),
        'POST /api/parent/links': () => {
          asked += 1;
          return asked === 1
            ? jsonResponse({ message: FAMILY_MESSAGES.childNotFound, code: ERROR_CODES.ChildNotFound }, 404)
            : jsonResponse({ linkId: 'l-9', status: 'PENDING' }, 201);
        },
      },
    });
    expect(await screen.findByTestId('child-switcher-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link a child' }));
    const input = await screen.findByLabelText("Child's username or e-mail");
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(FAMILY_MESSAGES.childRequired)).toBeInTheDocument();
    await userEvent.type(input, 'nobody{Enter}');
    expect(await screen.findByText(FAMILY_MESSAGES.childNotFound)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Request sent/)).toBeInTheDocument();
    expect(
      calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/parent/links').map((c) => c.body),
    ).toEqual([{ child: 'nobody' }, { child: 'ravi' }]);
  });

  it('offers Try again when the children could not be loaded', async () => {
    let fail = true;
    renderStudentApp({
      me: parentUser(),
      api: {
        '/api/parent/children': () =>
          fail ? jsonResponse({ message: 'Down' }, 500) : jsonResponse([child(1, 'Ravi')]),
      },
    });
    const failed = await screen.findByTestId('child-switcher-failed');
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Viewing')).toBeInTheDocument();
  });
});

describe("a student's parents", () => {
  const links = {
    pending: [
      {
        linkId: 'l-1',
        firstName: 'Priya',
        lastName: 'Verma',
        email: 'priya@example.in',
        requestedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    parents: [
      {
        linkId: 'l-2',
        userId: 'p-2',
        firstName: 'Raj',
        lastName: 'Verma',
        email: 'raj@example.in',
        linkedAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    invites: [],
  };

  it('accepts a request, unlinks a parent after confirming, and invites a parent by e-mail', async () => {
    const { calls } = renderStudentApp({
      api: {
        '/api/student/parent-links': () => jsonResponse(links),
        'POST /api/student/parent-links/l-1/accept': () => jsonResponse({ linkId: 'l-1', status: 'ACTIVE' }),
        'DELETE /api/student/parent-links/l-2': () => jsonResponse({ linkId: 'l-2', status: 'REMOVED' }),
        'POST /api/student/parent-invites': () =>
          jsonResponse({ inviteId: 'i-1', expiresAt: '2026-12-01T10:00:00.000Z' }, 202),
      },
    });
    const panel = await screen.findByTestId('parent-links');
    const request = await within(panel).findByTestId('parent-request');
    expect(request).toHaveTextContent('Priya Verma (priya@example.in) asks to link as your parent');
    await userEvent.click(within(request).getByRole('button', { name: 'Accept Priya Verma' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/student/parent-links/l-1/accept')).toBe(
        true,
      ),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Unlink Raj Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink this parent?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/student/parent-links/l-2')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const email = within(panel).getByLabelText("Parent's e-mail");
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send invite' }));
    expect(await within(panel).findByText('Enter valid email')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'mum@example.in{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/student/parent-invites')?.body).toEqual({
        email: 'mum@example.in',
      }),
    );
  });

  it('declines a request, and says when no parent is linked', async () => {
    const { calls } = renderStudentApp({
      api: {
        '/api/student/parent-links': () => jsonResponse({ ...links, parents: [] }),
        'POST /api/student/parent-links/l-1/decline': () => jsonResponse({ linkId: 'l-1', status: 'DECLINED' }),
      },
    });
    expect(await screen.findByTestId('parent-links-empty')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Priya Verma' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/student/parent-links/l-1/decline')).toBe(
        true,
      ),
    );
  });
});

describe('the invitation page', () => {
  const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
  const SENT_TO = 'p•••a@example.in';

  it('lets a signed-in parent accept, then goes to the dashboard', async () => {
    const { calls } = renderStudentApp({
      me: parentUser(),
      route: `/parent-invite/${TOKEN}`,
      api: {
        [`/api/parent-invites/${TOKEN}`]: () =>
          jsonResponse({ childFirstName: 'Ravi', expiresAt: '2026-12-01T10:00:00.000Z', sentTo: SENT_TO }),
        [`POST /api/parent-invites/${TOKEN}/accept`]: () => jsonResponse({ linkId: 'l-1', status: 'ACTIVE' }),
        '/api/parent/children': () => jsonResponse([child(1, 'Ravi')]),
      },
    });
    expect(await screen.findByTestId('parent-invite-intro')).toHaveTextContent('Ravi invited you');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and link to Ravi' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user-student/main/dashboard'));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/parent-invites/${TOKEN}/accept`)).toBe(
      true,
    );
  });

  it('says which address it was sent to and, when another account is refused, to sign in with that one', async () => {
    const refusal = FAMILY_MESSAGES.inviteOtherEmail('r•••a@example.in');
    const { calls } = renderStudentApp({
      me: parentUser(),
      route: `/parent-invite/${TOKEN}`,
      api: {
        [`/api/parent-invites/${TOKEN}`]: () =>
          jsonResponse({ childFirstName: 'Ravi', expiresAt: '2026-12-01T10:00:00.000Z', sentTo: 'r•••a@example.in' }),
        [`POST /api/parent-invites/${TOKEN}/accept`]: () =>
          jsonResponse({ message: refusal, code: ERROR_CODES.ParentInviteOtherEmail }, 403),
        'POST /api/auth/logout': () => new Response(null, { status: 204 }),
      },
    });
    expect(await screen.findByTestId('parent-invite-sent-to')).toHaveTextContent(
      'The invitation was sent to r•••a@example.in. Only the parent account with that e-mail can accept it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept and link to Ravi' }));
    const alert = await screen.findByTestId('parent-invite-other-email');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent('You are signed in as priya@example.in.');
    // The refusal stays on the page (not a toast), and Accept is gone: it would only be refused again.
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with r•••a@example.in' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/auth/logout')).toBe(true),
    );
    expect(await screen.findByTestId('parent-invite-sign-in')).toBeInTheDocument();
  });

  it('tells a student account to sign in as a parent, and shows a spent link as not valid', async () => {
    renderStudentApp({
      route: `/parent-invite/${TOKEN}`,
      api: {
        [`/api/parent-invites/${TOKEN}`]: () =>
          jsonResponse({ childFirstName: 'Ravi', expiresAt: '2026-12-01T10:00:00.000Z', sentTo: SENT_TO }),
      },
    });
    expect(await screen.findByTestId('parent-invite-wrong-account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('shows an invalid link as such', async () => {
    renderStudentApp({
      me: parentUser(),
      route: `/parent-invite/${TOKEN}`,
      api: {
        [`/api/parent-invites/${TOKEN}`]: () =>
          jsonResponse({ message: FAMILY_MESSAGES.inviteInvalid, code: ERROR_CODES.ParentInviteInvalid }, 404),
      },
    });
    expect(await screen.findByTestId('parent-invite-invalid')).toHaveTextContent(FAMILY_MESSAGES.inviteInvalid);
  });
});

describe("a parent's own pages", () => {
  it('Purchase History loads the parent’s own orders, says whom each was for, and shows no child switcher', async () => {
    const { calls } = renderStudentApp({
      me: parentUser(),
      route: '/user-student/main/purchase-history',
      api: {
        '/api/parent/children': () => jsonResponse([child(1, 'Ravi')]),
        '/api/payment/orders': () =>
          jsonResponse([
            {
              _id: 'o-1',
              createdAt: '2026-11-20T10:00:00.000Z',
              status: 'FULFILLED',
              amount: 1178.82,
              subtotal: 999,
              gst: 179.82,
              careers: [{ careerId: 'career-1', name: 'Pilot', unit_price: 999 }],
              course: null,
              invoice: null,
              refunded: 0,
              forUser: { userId: 'c-1', firstName: 'Ravi', lastName: 'Verma' },
              creditNotes: [],
            },
          ]),
      },
    });
    expect((await screen.findAllByTestId('order-for'))[0]).toHaveTextContent('For Ravi Verma');
    expect(lastCall(calls, '/api/payment/orders')!.url.searchParams.get('userId')).toBe('u-1');
    expect(screen.queryByTestId('child-switcher')).not.toBeInTheDocument();
  });
});
