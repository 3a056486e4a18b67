import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, HttpError, Resource, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { canAccess, seatsBelowUsedMessage, type AdminSchool, type Role } from '@app/contracts';
import { en } from '../i18n/en';
import UserCreate from '../users/UserCreate';
import { inviteSchoolAdminSearch } from './InviteSchoolAdminButton';
import SchoolCreate from './SchoolCreate';
import SchoolEdit from './SchoolEdit';
import SchoolShow from './SchoolShow';

/**
 * The schools pages in jsdom against a stand-in data provider: the form judged by the API's own schema, the
 * server's seats refusal at its field, a school's page (seats used of bought, its school admins, the invitation
 * pre-filled with the role and the school), and a school admin's read-only page.
 */

const ID = '00000000-0000-4000-8000-0000000000a1';

const school = (overrides: Partial<AdminSchool> = {}): AdminSchool => ({
  id: ID,
  name: 'Delhi Public School, R K Puram',
  campusId: 'DPS-RKP',
  board: 'CBSE',
  city: 'New Delhi',
  state: 'Delhi',
  logo: null,
  seats: 500,
  seatsUsed: 312,
  schoolAdmins: 1,
  version: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const schoolAdminUser = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  role: 'school_admin',
  schoolId: ID,
  hasPassword: false,
  disabled: false,
};

/** The permission table of libs/contracts for `role`, as the console's authProvider answers it. */
const authAs = (role: Role): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource, action }) => canAccess(role, resource, action),
});

function renderConsole(path: string, provider: Partial<Record<string, unknown>> = {}, role: Role = 'admin') {
  const base = {
    getOne: async () => ({ data: school() }),
    getList: async (resource: string) =>
      resource === 'schools' ? { data: [school()], total: 1 } : { data: [], total: 0 },
    getMany: async (resource: string) => ({ data: resource === 'schools' ? [school()] : [] }),
    getManyReference: async () => ({ data: [schoolAdminUser], total: 1 }),
    update: async () => ({ data: school() }),
    updateMany: async () => ({ data: [] }),
    create: async () => ({ data: school() }),
    delete: async () => ({ data: school() }),
    deleteMany: async () => ({ data: [] }),
  };
  const dataProvider = { ...base, ...provider } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authAs(role)} disableTelemetry>
        <Resource name="schools" create={SchoolCreate} edit={SchoolEdit} show={SchoolShow} />
        <Resource name="users" create={UserCreate} show={() => null} />
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('the school form', () => {
  it("says each field's problem in the API's words, and sends nothing", async () => {
    const create = vi.fn(async () => ({ data: school() }));
    renderConsole('/schools/create', { create });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'A' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Campus id' }), { target: { value: 'dps rkp!' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Campus id may hold only letters, digits and dashes (DPS-RKP)')).toBeInTheDocument();
    expect(screen.getByText("Choose the school's board")).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a state or union territory of India')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("sends an edit with the version read, and shows the server's seats refusal at the field", async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Refused', 400, { errors: { seats: seatsBelowUsedMessage(312) } });
    });
    renderConsole(`/schools/${ID}`, { update });
    const seats = await screen.findByRole('spinbutton', { name: 'Seats' });
    await waitFor(() => expect(seats).toHaveValue(500));
    expect(screen.getByText(/312 in use now/)).toBeInTheDocument();
    fireEvent.change(seats, { target: { value: '300' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect((update.mock.calls[0] as unknown as [string, { data: AdminSchool }])[1].data).toMatchObject({
      seats: 300,
      version: 4,
      campusId: 'DPS-RKP',
    });
    expect(
      await screen.findByText(
        '312 students are on the roster now: seats cannot be fewer than 312. Take students off the roster first.',
      ),
    ).toBeInTheDocument();
  });
});

describe("a school's page", () => {
  it('shows seats as used / bought, lists its school admins, and invites one pre-filled', async () => {
    const getManyReference = vi.fn(async () => ({ data: [schoolAdminUser], total: 1 }));
    renderConsole(`/schools/${ID}/show`, { getManyReference });
    expect(await screen.findByTestId('school-seats')).toHaveTextContent('312 / 500');
    const admins = await screen.findByTestId('school-admins');
    expect(await within(admins).findByText('Meera Iyer')).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ target: 'schoolId', id: ID, filter: { role: 'school_admin' } }),
    );

    const invite = await screen.findByTestId('school-invite-admin');
    expect(invite).toHaveAttribute('href', `/users/create${inviteSchoolAdminSearch(ID)}`);
    fireEvent.click(invite);
    // The invitation form opens with the role and the school chosen.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue(school().name));
  });

  it('says when the school has no school admin yet, without offering to clear filters', async () => {
    renderConsole(`/schools/${ID}/show`, { getManyReference: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByTestId('school-no-admins')).toHaveTextContent(/^No school admin yet/);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByTestId('school-invite-admin')).toBeInTheDocument();
  });

  it("is read-only for the school's own school admin: no edit, no admins list, no invitation", async () => {
    const getManyReference = vi.fn(async () => ({ data: [], total: 0 }));
    renderConsole(`/schools/${ID}/show`, { getManyReference }, 'school_admin');
    expect(await screen.findByTestId('school-seats')).toHaveTextContent('312 / 500');
    expect(screen.getByText('DPS-RKP')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('school-admins')).toBeNull());
    expect(screen.queryByTestId('school-invite-admin')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(getManyReference).not.toHaveBeenCalled();
  });

  it('builds the invitation link as JSON of the create form', () => {
    const search = inviteSchoolAdminSearch(ID);
    expect(JSON.parse(new URLSearchParams(search).get('source')!)).toEqual({ role: 'school_admin', schoolId: ID });
  });
});

describe("a school's agreement to collect parents' consent (issue 14)", () => {
  const agreement = {
    id: '00000000-0000-4000-8000-0000000000c1',
    schoolId: ID,
    agreementVersion: 'DPS-RKP/2026-27',
    signedOn: '2026-04-01',
    recordedBy: 'vikram',
    recordedAt: '2026-11-25T06:00:00.000Z',
    students: 312,
  };

  it('says none is recorded, and records one with the version and the date (admins)', async () => {
    let current: typeof agreement | null = null;
    const recordSchoolConsentAgreement = vi.fn(async () => (current = agreement));
    renderConsole(`/schools/${ID}/show`, {
      getSchoolConsentAgreement: async () => ({ agreement: current }),
      recordSchoolConsentAgreement,
    });
    expect(await screen.findByTestId('school-consent-none')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('school-consent-record'));
    expect(await screen.findByText('Agreement version is required')).toBeInTheDocument();
    expect(recordSchoolConsentAgreement).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('school-consent-version'), { target: { value: 'DPS-RKP/2026-27' } });
    fireEvent.change(screen.getByTestId('school-consent-signed-on'), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByTestId('school-consent-record'));
    await waitFor(() =>
      expect(recordSchoolConsentAgreement).toHaveBeenCalledWith(ID, {
        agreementVersion: 'DPS-RKP/2026-27',
        signedOn: '2026-04-01',
      }),
    );
    expect(await screen.findByTestId('school-consent-recorded')).toHaveTextContent(
      /Version DPS-RKP\/2026-27, signed on 1 Apr 2026; recorded by vikram .* 312 campus students/,
    );
  });

  it("shows a school admin their school's agreement, without the form", async () => {
    renderConsole(`/schools/${ID}/show`, { getSchoolConsentAgreement: async () => ({ agreement }) }, 'school_admin');
    expect(await screen.findByTestId('school-consent-recorded')).toHaveTextContent('DPS-RKP/2026-27');
    expect(screen.queryByTestId('school-consent-record')).toBeNull();
  });
});
