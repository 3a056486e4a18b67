import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { CareerRequestPage } from './CareerRequestPage';

const input = (name: string) => screen.getByTestId(`input-${name}`) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('careerName'), 'Marine Biologist');
  await user.type(input('name'), 'Kabir Singh');
  await user.type(input('email'), 'kabir@example.com');
  await user.type(input('mobile'), '9123456789');
  await user.type(input('comments'), 'Please add ocean careers');
}

describe('CareerRequestPage', () => {
  it('shows the heading, the subtitle and the illustration', () => {
    renderWithApp(<CareerRequestPage />);
    expect(screen.getByRole('heading', { level: 1, name: "Can't find career" })).toBeInTheDocument();
    expect(screen.getByText('Let us know, we will work for you...')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /searching/i })).toBeInTheDocument();
  });

  it('validates on blur with the contracts messages', async () => {
    const user = userEvent.setup();
    renderWithApp(<CareerRequestPage />);
    for (const [name, message] of [
      ['careerName', 'Career name is required'],
      ['name', 'Your name is required'],
      ['email', 'Email is required'],
      ['mobile', 'Mobile is required'],
    ] as const) {
      await user.click(input(name));
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(input('email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter valid email')).toBeInTheDocument();
    await user.type(input('mobile'), '12x3');
    expect(input('mobile').value).toBe('123');
    await user.tab();
    expect(await screen.findByText('Enter valid mobile number')).toBeInTheDocument();
    // Comments are optional: blurring it empty says nothing.
    await user.click(input('comments'));
    await user.tab();
    expect(input('comments')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('does not send an invalid form', async () => {
    const user = userEvent.setup();
    const { mock } = stubFetch(() => jsonResponse({ message: 'ok' }));
    renderWithApp(<CareerRequestPage />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Career name is required')).toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
  });

  it('sends the request with +91, shows the server message and resets', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(() => jsonResponse({ message: 'Thanks! We will add this career soon.' }));
    renderWithApp(<CareerRequestPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const toast = await screen.findByText('Thanks! We will add this career soon.');
    expect(toast.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'success');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/platform/careers/request');
    expect(calls[0]!.body).toEqual({
      careerName: 'Marine Biologist',
      name: 'Kabir Singh',
      email: 'kabir@example.com',
      mobile: '+919123456789',
      comments: 'Please add ocean careers',
    });
    await waitFor(() => expect(input('careerName').value).toBe(''));
    expect(input('comments').value).toBe('');
  });

  it('keeps the form and shows the error bottom-right when sending fails', async () => {
    const user = userEvent.setup();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithApp(<CareerRequestPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const toast = await screen.findByText('Something went wrong, please try again');
    expect(toast.closest('.snackbar-stack-bottom-right')).not.toBeNull();
    expect(input('careerName').value).toBe('Marine Biologist');
    expect(input('mobile').value).toBe('9123456789');
  });
});
