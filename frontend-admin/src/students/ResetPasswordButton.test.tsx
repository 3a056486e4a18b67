import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordButton } from './ResetPasswordButton';

afterEach(() => vi.unstubAllGlobals());

describe("a student's new one-time password", () => {
  it('asks first, then shows the password once', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ username: 'dps-a-1', password: 'abcd2345efgh' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <AdminContext>
        <RecordContextProvider value={{ id: '00000000-0000-4000-8000-000000000001', name: 'Asha Verma' }}>
          <ResetPasswordButton />
        </RecordContextProvider>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'New one-time password' }));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Password: abcd2345efgh')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/students/00000000-0000-4000-8000-000000000001/reset-password');
    // Its slip as a PDF: the student's id and the password, posted back (the server prints its own record).
    fireEvent.click(screen.getByRole('button', { name: 'Download credentials (PDF)' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/students/credentials-sheet');
    expect(JSON.parse(init.body as string)).toEqual({
      students: [{ userId: '00000000-0000-4000-8000-000000000001', password: 'abcd2345efgh' }],
    });
  });
});
