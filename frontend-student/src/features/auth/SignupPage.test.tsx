import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { saveRedirect } from './redirect';
import { SignupPage } from './SignupPage';

const input = (name: string) => screen.getByTestId(`input-${name}`) as HTMLInputElement;

describe('signup page', () => {
  it('from a consent link: the parent form starts with the address the request went to, and says why', async () => {
    stubFetch(() => jsonResponse({ google: false }));
    saveRedirect('/consent/t-1', { email: 'mum@example.in' });
    renderWithApp(<SignupPage />, { route: '/auth/signup?as=parent' });
    expect(screen.getByTestId('signup-form-parent')).toBeInTheDocument();
    expect(input('email').value).toBe('mum@example.in');
    expect(screen.getByTestId('signup-invited-email')).toHaveTextContent('sent to mum@example.in');
    // The student form, a click away, keeps it too.
    await userEvent.setup().click(screen.getByTestId('chip-student'));
    expect(input('email').value).toBe('mum@example.in');
  });

  it('from an invitation, whose address is shown masked: the form names it and fills in nothing', () => {
    stubFetch(() => jsonResponse({ google: false }));
    saveRedirect('/parent-invite/x.y', { sentTo: 'm•••m@example.in' });
    renderWithApp(<SignupPage />, { route: '/auth/signup?as=parent' });
    expect(input('email').value).toBe('');
    expect(screen.getByTestId('signup-invited-email')).toHaveTextContent('sent to m•••m@example.in');
  });

  it('names no address when the sign-up did not come from such a link', () => {
    stubFetch(() => jsonResponse({ google: false }));
    saveRedirect('/careers/c-1');
    renderWithApp(<SignupPage />);
    expect(screen.queryByTestId('signup-invited-email')).not.toBeInTheDocument();
  });

  it('validates the student form on every change with the spec messages', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ google: false }));
    renderWithApp(<SignupPage />);
    expect(screen.getByTestId('chip-student')).toHaveAttribute('aria-pressed', 'true');

    await user.type(input('first_name'), 'A');
    await user.clear(input('first_name'));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await user.type(input('email'), 'asha@example');
    expect(await screen.findByText('Enter valid email')).toBeInTheDocument();
    await user.type(input('mobile'), '98a');
    expect(await screen.findByText('Enter valid mobile')).toBeInTheDocument();
    await user.clear(input('mobile'));
    await user.type(input('mobile'), '98765');
    expect(await screen.findByText('Enter 10 digit number')).toBeInTheDocument();
    await user.type(input('password'), 'abc');
    expect(
      await screen.findByText('Password must have at least 8 characters, with at least one letter and one digit'),
    ).toBeInTheDocument();

    await user.click(screen.getByTestId('signup-submit'));
    for (const message of [
      'Last name is required',
      'Username is required',
      'Date of birth is required',
      'Gender is required',
      'Class is required',
      'School is required',
      'City is required',
      'State is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The Google button stays hidden when the API has no Google sign-in.
    expect(screen.queryByTestId('google-signin')).not.toBeInTheDocument();
  });

  it('sends a parent sign-up with +91 and goes to confirm/{username}?state=sent with the success message', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/auth/signup'
        ? jsonResponse({ userId: 'u-9', message: 'Your account has been created successfully.' }, 201)
        : jsonResponse({ google: true }),
    );
    renderWithApp(<SignupPage />);
    await user.click(screen.getByTestId('chip-parent'));
    expect(screen.getByTestId('signup-form-parent')).toBeInTheDocument();
    expect(screen.queryByTestId('input-birthdate')).not.toBeInTheDocument();
    expect(await screen.findByTestId('google-signin')).toHaveTextContent('Signup with Google');

    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Mobile is required')).toBeInTheDocument();
    await user.type(input('first_name'), 'Rakesh');
    await user.type(input('last_name'), 'Iyer');
    await user.type(input('email'), 'rakesh@example.in');
    await user.type(input('username'), 'rakesh.iyer');
    await user.type(input('mobile'), '98100 12345');
    await user.type(input('password'), 'Learn2026ok');
    await user.click(screen.getByTestId('signup-submit'));

    const toast = await screen.findByText('Your account has been created successfully.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'success');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/auth/confirm/rakesh.iyer?state=sent'),
    );
    expect(calls.find((c) => c.url.pathname === '/api/auth/signup')!.body).toEqual({
      userType: 'parent',
      first_name: 'Rakesh',
      last_name: 'Iyer',
      email: 'rakesh@example.in',
      username: 'rakesh.iyer',
      phone_number: '+919810012345',
      password: 'Learn2026ok',
    });
  });

  it('shows the server message when the username is taken and stays on the form', async () => {
    const user = userEvent.setup();
    stubFetch((url) =>
      url.pathname === '/api/auth/signup'
        ? jsonResponse({ statusCode: 409, message: 'This username is already taken. Please choose another one.' }, 409)
        : jsonResponse({ google: false }),
    );
    renderWithApp(<SignupPage />);
    await user.click(screen.getByTestId('chip-parent'));
    await user.type(input('first_name'), 'Rakesh');
    await user.type(input('last_name'), 'Iyer');
    await user.type(input('email'), 'rakesh@example.in');
    await user.type(input('username'), 'rakesh');
    await user.type(input('mobile'), '9810012345');
    await user.type(input('password'), 'Learn2026ok');
    await user.click(screen.getByTestId('signup-submit'));
    const toast = await screen.findByText('This username is already taken. Please choose another one.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'error');
    expect(input('username').value).toBe('rakesh');
  });
});
