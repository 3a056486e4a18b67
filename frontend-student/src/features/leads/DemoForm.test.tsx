import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { DemoForm } from './DemoForm';

const input = (name: string) => screen.getByTestId(`input-${name}`) as HTMLInputElement;

async function blurEmpty(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(input(name));
  await user.tab();
}

describe('DemoForm (parent)', () => {
  it('shows each contracts message on blur', async () => {
    const user = userEvent.setup();
    renderWithApp(<DemoForm userType="parent" />);

    await blurEmpty(user, 'name');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await blurEmpty(user, 'email');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(input('email'), 'someone@example');
    await user.tab();
    expect(await screen.findByText('Enter valid email')).toBeInTheDocument();

    await blurEmpty(user, 'mobile');
    expect(await screen.findByText('Mobile is required')).toBeInTheDocument();
    await user.type(input('mobile'), '98765');
    await user.tab();
    expect(await screen.findByText('Enter valid mobile number')).toBeInTheDocument();

    // The parent form has no school fields.
    expect(screen.queryByTestId('input-school')).not.toBeInTheDocument();
  });

  it('keeps only digits in the mobile field, at most 10, beside a fixed disabled IND(+91)', async () => {
    const user = userEvent.setup();
    renderWithApp(<DemoForm userType="parent" />);
    await user.type(input('mobile'), '98a7b6-5 43210999');
    expect(input('mobile').value).toBe('9876543210');
    expect(input('mobile')).toHaveAttribute('inputmode', 'numeric');
    const code = screen.getByTestId('mobile-country-code');
    expect(code).toHaveValue('IND(+91)');
    expect(code).toBeDisabled();
  });

  it('does not submit an invalid form', async () => {
    const user = userEvent.setup();
    const { mock } = stubFetch(() => jsonResponse({ message: 'ok' }));
    renderWithApp(<DemoForm userType="parent" />);
    await user.click(screen.getByRole('button', { name: 'Schedule a free demo' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
  });

  it('sends +91 and the digits, disables the button while sending, then shows the message and resets', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const { calls } = stubFetch(() => answer.promise);
    renderWithApp(<DemoForm userType="parent" />);

    await user.type(input('name'), 'Asha Verma');
    await user.type(input('email'), 'asha@example.in');
    await user.type(input('mobile'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Schedule a free demo' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/platform/demo');
    expect(calls[0]!.url.searchParams.get('usertype')).toBe('parent');
    expect(calls[0]!.body).toEqual({ name: 'Asha Verma', email: 'asha@example.in', mobile: '+919876543210' });
    expect(screen.getByTestId('demo-submit')).toBeDisabled();

    answer.resolve(jsonResponse({ message: 'Thank you, we will call you to schedule the demo.' }));
    const toast = await screen.findByText('Thank you, we will call you to schedule the demo.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'success');
    await waitFor(() => expect(input('name').value).toBe(''));
    expect(input('email').value).toBe('');
    expect(input('mobile').value).toBe('');
    expect(screen.getByTestId('demo-submit')).toBeEnabled();
  });

  it('keeps the input and shows the error when sending fails', async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500));
    renderWithApp(<DemoForm userType="parent" />);

    await user.type(input('name'), 'Asha Verma');
    await user.type(input('email'), 'asha@example.in');
    await user.type(input('mobile'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Schedule a free demo' }));

    const toast = await screen.findByText('Something went wrong, please try again');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'error');
    expect(input('name').value).toBe('Asha Verma');
    expect(input('email').value).toBe('asha@example.in');
    expect(input('mobile').value).toBe('9876543210');
    expect(screen.getByTestId('demo-submit')).toBeEnabled();
  });
});

describe('DemoForm (school)', () => {
  it('also asks school name and designation, with their messages', async () => {
    const user = userEvent.setup();
    renderWithApp(<DemoForm userType="school" />);
    await blurEmpty(user, 'school');
    expect(await screen.findByText('School name is required')).toBeInTheDocument();
    await blurEmpty(user, 'designation');
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
  });

  it('sends the school fields to usertype=school', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(() => jsonResponse({ message: 'Demo request received' }));
    renderWithApp(<DemoForm userType="school" />);
    await user.type(input('name'), 'R. Iyer');
    await user.type(input('school'), 'Delhi Public School');
    await user.type(input('designation'), 'Principal');
    await user.type(input('email'), 'principal@dps.edu.in');
    await user.type(input('mobile'), '9810012345');
    await user.click(screen.getByRole('button', { name: 'Schedule a free demo' }));

    expect(await screen.findByText('Demo request received')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('usertype')).toBe('school');
    expect(calls[0]!.body).toEqual({
      name: 'R. Iyer',
      school: 'Delhi Public School',
      designation: 'Principal',
      email: 'principal@dps.edu.in',
      mobile: '+919810012345',
    });
    await waitFor(() => expect(input('school').value).toBe(''));
  });
});
