import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, HttpError, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMail, AdminUserRecord } from '@app/contracts';
import { en } from '../i18n/en';
import MailList from '../mails/MailList';
import UserList from './UserList';
import UserShow from './UserShow';

/**
 * The users and mails pages in jsdom against a stand-in data provider: the list's search, a user's tabs, the
 * disable and e-mail buttons through their confirmations (what is sent, what is said), a student's date of birth
 * corrected, and a failed mail's resend.
 */

const ID = '00000000-0000-4000-8000-000000000001';

function user(overrides: Partial<AdminUserRecord> = {}): AdminUserRecord {
  return {
    id: ID,
    username: 'asha',
    email: 'asha@example.in',
    firstName: 'Asha',
    lastName: 'Kulkarni',
    name: 'Asha Kulkarni',
    phoneNumber: '+919812345670',
    role: 'student',
    userType: 'student',
    schoolId: null,
    schoolName: null,
    confirmed: true,
    hasPassword: true,
    disabled: false,
    disabledAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    version: 3,
    birthdate: '2010-05-01',
    gender: 'female',
    class: '10',
    school: 'DPS',
    city: 'Delhi',
    state: 'Delhi',
    orders: [
      {
        _id: '00000000-0000-4000-8000-000000000009',
        createdAt: '2026-11-21T10:00:00.000Z',
        status: 'PAID',
        amount: 1178.82,
        subtotal: 999,
        gst: 179.82,
        careers: [{ careerId: ID, name: 'Architect', unit_price: 999 }],
        course: null,
        invoice: { serial: 'DC/2627/000042', issuedAt: '2026-11-21T10:00:00.000Z' },
        refunded: 0,
        creditNotes: [],
      },
    ],
    careers: [
      {
        id: ID,
        careerId: ID,
        careerName: 'Architect',
        status: 'ENROLLED',
        source: 'order',
        startedAt: null,
        completedAt: null,
      },
    ],
    results: [],
    ...overrides,
  } as AdminUserRecord;
}

const mail = (overrides: Partial<AdminMail> = {}): AdminMail => ({
  id: '00000000-0000-4000-8000-000000000020',
  to: 'sales@dishacareers.in',
  subject: 'Career request: Ocean Engineer',
  status: 'failed',
  attempts: 8,
  lastError: 'ECONNECTION Connection closed',
  job: 'CareerRequested',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:05:00.000Z',
  sentAt: null,
  ...overrides,
});

function renderConsole(path: string, provider: Partial<Record<string, unknown>>) {
  let current = user();
  const base = {
    getOne: async () => ({ data: current }),
    getList: async () => ({ data: [current], total: 1 }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    update: async (_: string, params: { data: Partial<AdminUserRecord> }) => {
      current = { ...current, ...params.data, version: current.version + 1 };
      return { data: current };
    },
    updateMany: async () => ({ data: [] }),
    create: async () => ({ data: current }),
    delete: async () => ({ data: current }),
    deleteMany: async () => ({ data: [] }),
  };
  const dataProvider = { ...base, ...provider } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource name="users" list={UserList} show={UserShow} />
        <Resource name="mails" list={MailList} />
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('the users pages', () => {
  it('searches the list by what was typed', async () => {
    const getList = vi.fn(async () => ({ data: [user()], total: 1 }));
    renderConsole('/users', { getList });
    expect(await screen.findByText('Asha Kulkarni')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Name, e-mail, mobile or username'), { target: { value: '98123' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { q: '98123' } })),
    );
  });

  it("shows a user's profile and orders, and disables the account after a confirmation", async () => {
    const update = vi.fn(async (_: string, params: { data: Partial<AdminUserRecord> }) => ({
      data: user({ ...params.data, disabled: true, version: 4 }),
    }));
    renderConsole(`/users/${ID}/show`, { update });
    expect(await screen.findByText('asha@example.in')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('DC/2627/000042')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('user-disable'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Disable Asha Kulkarni?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toEqual({ disabled: true, version: 3 });
    expect(await screen.findByText('Account disabled; every session has ended')).toBeInTheDocument();
  });

  it("sends the password-reset e-mail and says the API's words; a refusal is shown as the API said it", async () => {
    const userMail = vi
      .fn()
      .mockResolvedValueOnce({ message: 'A password-reset e-mail is on its way to the user' })
      .mockRejectedValueOnce(new HttpError('Please wait 20 seconds before requesting a new code.', 429, {}));
    renderConsole(`/users/${ID}/show`, { userMail });
    const button = await screen.findByTestId('user-password-reset');
    // A confirmed account has no code to resend.
    expect(screen.queryByTestId('user-resend-code')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send password reset' }));
    expect(await screen.findByText('A password-reset e-mail is on its way to the user')).toBeInTheDocument();
    expect(userMail).toHaveBeenCalledWith(ID, 'password-reset');
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send password reset' }));
    expect(await screen.findByText('Please wait 20 seconds before requesting a new code.')).toBeInTheDocument();
  });

  it("corrects a student's date of birth, sending the version read", async () => {
    const update = vi.fn(async (_: string, params: { data: Partial<AdminUserRecord> }) => ({
      data: user({ ...params.data, version: 4 }),
    }));
    renderConsole(`/users/${ID}/show`, { update });
    fireEvent.click(await screen.findByTestId('user-birthdate'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Correct the date of birth of Asha Kulkarni')).toBeInTheDocument();
    expect(within(dialog).getByText(/decides whether a parent must consent/)).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Date of birth');
    expect(input).toHaveValue('2010-05-01');
    fireEvent.change(input, { target: { value: '2007-05-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toEqual({ birthdate: '2007-05-01', version: 3 });
    expect(await screen.findByText('Date of birth corrected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('1 May 2007')).toBeInTheDocument();
  });

  it('does not send an emptied date of birth', async () => {
    const update = vi.fn();
    renderConsole(`/users/${ID}/show`, { update });
    fireEvent.click(await screen.findByTestId('user-birthdate'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Date of birth');
    // The date input hands an emptied value to the form when it loses focus.
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Date of birth is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('offers no date-of-birth correction on a staff account', async () => {
    renderConsole(`/users/${ID}/show`, {
      getOne: async () => ({ data: user({ role: 'counsellor', userType: null, birthdate: null }) }),
    });
    expect(await screen.findByTestId('user-role')).toBeInTheDocument();
    expect(screen.queryByTestId('user-birthdate')).toBeNull();
  });

  it("shows the user's consent records when the tab opens, a parent refused as under 18 among them (issue 23)", async () => {
    const record = {
      id: '00000000-0000-4000-8000-000000000031',
      childId: ID,
      childUsername: 'asha',
      parentId: '00000000-0000-4000-8000-000000000032',
      parentUsername: 'young.parent',
      requestId: null,
      schoolAgreementId: null,
      noticeVersion: '2026-11-v1',
      ageVerification: 'stated_birthdate_confirmed_email',
      ip: '203.0.113.7',
      createdAt: '2026-12-01T10:00:00.000Z',
    };
    const getUserConsentRecords = vi.fn(async () => ({
      records: [
        { ...record, action: 'refused_not_adult', parentStatedBirthdate: '2010-02-03' },
        {
          ...record,
          id: '00000000-0000-4000-8000-000000000033',
          action: 'granted',
          parentUsername: 'mum',
          parentStatedBirthdate: '1982-04-05',
        },
      ],
    }));
    renderConsole(`/users/${ID}/show`, { getUserConsentRecords });
    expect(await screen.findByText('asha@example.in')).toBeInTheDocument();
    // Not read (nor audited) until the tab is opened.
    expect(getUserConsentRecords).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'Consent' }));
    const rows = await screen.findAllByTestId('consent-record');
    expect(getUserConsentRecords).toHaveBeenCalledWith(ID);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Refused: under 18');
    expect(rows[0]).toHaveTextContent('young.parent');
    expect(rows[0]).toHaveTextContent('3 Feb 2010');
    expect(rows[0]).toHaveTextContent('Linked parent, in the app');
    expect(rows[1]).toHaveTextContent('Granted');
  });

  it('a disabled account offers Enable', async () => {
    renderConsole(`/users/${ID}/show`, { getOne: async () => ({ data: user({ disabled: true }) }) });
    expect(await screen.findByTestId('user-enable')).toBeInTheDocument();
    expect(screen.getAllByTestId('user-state')[0]).toHaveTextContent('Disabled');
  });
});

describe('the mail log', () => {
  it('resends a failed e-mail after a confirmation; a sent one has no resend', async () => {
    const resendMail = vi.fn(async () => mail({ status: 'queued' }));
    renderConsole('/mails', {
      getList: async () => ({
        data: [
          mail(),
          mail({ id: '00000000-0000-4000-8000-000000000021', status: 'sent', subject: 'Receipt', lastError: null }),
        ],
        total: 2,
      }),
      resendMail,
    });
    expect(await screen.findByText('ECONNECTION Connection closed')).toBeInTheDocument();
    const buttons = screen.getAllByTestId('mail-resend');
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/goes to sales@dishacareers.in/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(resendMail).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000020'));
    expect(await screen.findByText('The e-mail is queued to be sent again')).toBeInTheDocument();
  });
});
