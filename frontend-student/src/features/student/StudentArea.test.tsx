import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser, MyCareer } from '@app/contracts';
import { authUser } from '../../test/authFixtures';
import { jsonResponse } from '../../test/utils';
import { preloadStudentPages, renderStudentApp } from './studentTestApp';

function renderApp(me: AuthUser, route = '/user-student/main/dashboard', myCareers: MyCareer[] = []) {
  return renderStudentApp({
    me,
    route,
    api: {
      '/api/auth/user/update': (_url, init) => {
        const { user } = JSON.parse(String(init?.body)) as { user: Partial<AuthUser['data']> };
        return jsonResponse({ ...me, data: { ...me.data, ...user } });
      },
      '/api/auth/logout': () => jsonResponse({ message: 'You have been logged out.' }),
      '/api/platform/mycareers': () => jsonResponse(myCareers),
      '/api/platform/careers/home': () => jsonResponse({ fields: [], careers: [] }),
    },
  });
}

beforeAll(preloadStudentPages, 30_000);

describe('student area', () => {
  it('greets the student and shows the empty state; the side navigation has Dashboard, Careers and Subjects', async () => {
    renderApp(authUser());
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hi, Asha Verma');
    expect(await screen.findByText("You haven't enrolled for any career")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Careers' })).toHaveAttribute('href', '/careers');
    const nav = screen.getByRole('navigation', { name: 'Student area' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Dashboard', 'Careers', 'Subjects']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/user-student/main/dashboard',
      '/user-student/main/careers',
      '/user-student/main/subjects',
    ]);
    expect(within(nav).getByTestId('student-nav-dashboard')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTestId('profile-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AV');
  });

  it('the side navigation opens Careers and Subjects from the keyboard and marks the current page', async () => {
    const user = userEvent.setup();
    renderApp(authUser());
    const nav = await screen.findByRole('navigation', { name: 'Student area' }, { timeout: 5000 });
    within(nav).getByTestId('student-nav-careers').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user-student/main/careers'));
    expect(await screen.findByTestId('my-careers-page')).toBeInTheDocument();
    expect(within(nav).getByTestId('student-nav-careers')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByTestId('student-nav-dashboard')).not.toHaveAttribute('aria-current');
    await user.tab();
    expect(within(nav).getByTestId('student-nav-subjects')).toHaveFocus();
    await user.keyboard('{Enter}');
    // The charts' chunk is large: its first import takes a while under Vitest.
    expect(await screen.findByTestId('subjects-page', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('student-nav-subjects')).toHaveAttribute('aria-current', 'page');
  });

  it('Careers stays current on careers/list', async () => {
    renderApp(authUser(), '/user-student/main/careers/list');
    const nav = await screen.findByRole('navigation', { name: 'Student area' });
    expect(await screen.findByTestId('my-careers-page')).toBeInTheDocument();
    expect(within(nav).getByTestId('student-nav-careers')).toHaveAttribute('aria-current', 'page');
  });

  it("the sessions page: 'Your Sessions', no sessions booked yet", async () => {
    renderApp(authUser(), '/user-student/main/sessions');
    const page = await screen.findByTestId('sessions-page');
    expect(within(page).getByRole('heading', { name: 'Your Sessions', level: 1 })).toBeInTheDocument();
    expect(within(page).getByTestId('sessions-empty')).toHaveTextContent('No sessions booked yet');
  });

  it('a campus student: greeted by name and a person icon', async () => {
    renderApp(authUser({}, true));
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hi, Asha Verma');
    expect(await screen.findByText("You don't have any active classroom.")).toBeInTheDocument();
    expect(screen.getByTestId('avatar-person')).toBeInTheDocument();
  });

  it("never holds a campus student at the profile for an e-mail or mobile the school's roster did not give", async () => {
    renderApp(authUser({ email: '', phone_number: null }, true));
    expect(await screen.findByText("You don't have any active classroom.")).toBeInTheDocument();
    expect(screen.queryByTestId('profile-dialog')).not.toBeInTheDocument();
  });

  it('asks on entry for the missing details only, and saves them with the ones the account has', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(authUser({ gender: null }));
    const dialog = await screen.findByTestId('profile-dialog');
    expect(within(dialog).getByText('Please fill the following details to continue')).toBeInTheDocument();
    // Sign-up took the e-mail and the mobile: they are not asked again.
    expect(within(dialog).queryByTestId('input-mobile')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('input-email')).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId('profile-save'));
    expect(await within(dialog).findByText('Gender is required')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByTestId('input-gender'), 'female');
    await user.click(within(dialog).getByTestId('profile-save'));
    await waitFor(() => expect(screen.queryByTestId('profile-dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname === '/api/auth/user/update')!.body).toEqual({
      user: { email: 'asha@example.in', phone_number: '+919876543210', gender: 'female' },
    });
  });

  it('asks a student without a mobile for it, shown and checked as 10 digits', async () => {
    const user = userEvent.setup();
    renderApp(authUser({ phone_number: null }));
    const dialog = await screen.findByTestId('profile-dialog');
    expect(within(dialog).queryByTestId('input-email')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('input-gender')).not.toBeInTheDocument();
    await user.type(within(dialog).getByTestId('input-mobile'), '98765');
    expect(await within(dialog).findByText('Enter 10 digit number')).toBeInTheDocument();
  });

  it('asks a student Google signed up (no date of birth) for it once, and sends it with the rest', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(authUser({ birthdate: null }));
    const dialog = await screen.findByTestId('profile-dialog');
    expect(within(dialog).queryByTestId('input-gender')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('profile-birthdate-note')).toHaveTextContent('If you are under 18, a parent');
    await user.click(within(dialog).getByTestId('profile-save'));
    expect(await within(dialog).findByText('Date of birth is required')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('input-birthdate'), '2010-06-15');
    await user.click(within(dialog).getByTestId('profile-save'));
    await waitFor(() => expect(screen.queryByTestId('profile-dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname === '/api/auth/user/update')!.body).toEqual({
      user: { email: 'asha@example.in', phone_number: '+919876543210', gender: 'female', birthdate: '2010-06-15' },
    });
  });

  it('a campus student without one is not asked: the school gives it with the roster', async () => {
    renderApp(authUser({ birthdate: null }, true));
    expect(await screen.findByText("You don't have any active classroom.")).toBeInTheDocument();
    expect(screen.queryByTestId('profile-dialog')).not.toBeInTheDocument();
  });

  it('never asks for (or sends) a date of birth already given', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(authUser());
    await user.click(await screen.findByTestId('account-menu-button'));
    await user.click(await screen.findByTestId('account-menu-account'));
    const dialog = await screen.findByTestId('profile-dialog');
    expect(within(dialog).queryByTestId('input-birthdate')).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId('profile-save'));
    await waitFor(() => expect(screen.queryByTestId('profile-dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname === '/api/auth/user/update')!.body).not.toHaveProperty('user.birthdate');
  });

  it('never asks a parent for a gender: their sign-up took everything the area needs', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(authUser({ gender: null, 'custom:user_type': 'parent' }));
    expect(await screen.findByTestId('dashboard-greeting')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-dialog')).not.toBeInTheDocument();
    // Account: every detail, the gender optional.
    await user.click(await screen.findByTestId('account-menu-button'));
    await user.click(await screen.findByTestId('account-menu-account'));
    const dialog = await screen.findByTestId('profile-dialog');
    expect(within(dialog).getByTestId('input-email')).toHaveValue('asha@example.in');
    expect(within(dialog).getByTestId('input-gender')).toHaveValue('');
    await user.click(within(dialog).getByTestId('profile-save'));
    await waitFor(() => expect(screen.queryByTestId('profile-dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname === '/api/auth/user/update')!.body).toEqual({
      user: { email: 'asha@example.in', phone_number: '+919876543210' },
    });
  });

  it('the account menu opens from its button with My Dashboard, My Cart, Account, Purchase History, Your data and Log out; Log out signs out', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(authUser(), '/careers-missing');
    await user.click(await screen.findByTestId('account-menu-button'));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['My Dashboard', 'My Cart', 'Account', 'Purchase History', 'Your data', 'Log out']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Dashboard' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByTestId('account-menu-button')).toHaveFocus();

    await user.click(screen.getByTestId('account-menu-button'));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByTestId('nav-login')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(calls.some((c) => c.url.pathname === '/api/auth/logout')).toBe(true);
    expect(localStorage.getItem('disha.session')).toBeNull();
  });

  it('a click on the arrow of a menu the pointer opened keeps it open and moves focus into it', async () => {
    const user = userEvent.setup();
    renderApp(authUser(), '/careers-missing');
    await user.hover(await screen.findByTestId('header-avatar'));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await user.click(screen.getByTestId('account-menu-button'));
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Dashboard' })).toHaveFocus());
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByTestId('account-menu-button')).toHaveAttribute('aria-expanded', 'true');
  });
});
