import { act, render, screen, waitFor } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider, type SnackbarOptions } from '.';

// notistack's global enqueueSnackbar reaches the mounted provider, as useSnackbar() does inside the app.
const show = (message: string, options?: SnackbarOptions) => act(() => void enqueueSnackbar(message, options));

const mount = () => render(<SnackbarProvider>page</SnackbarProvider>);

describe('SnackbarProvider', () => {
  it('shows at most 5 at once, closing the oldest', async () => {
    mount();
    for (let i = 1; i <= 7; i++) show(`Message ${i}`);
    // The oldest two leave (after their exit transition) to make room for the last two.
    await waitFor(
      () => {
        expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
        expect(screen.queryByText('Message 2')).not.toBeInTheDocument();
        expect(screen.getByText('Message 7')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    expect(screen.getAllByTestId('snackbar')).toHaveLength(5);
  });

  it('defaults to top centre and honours a per-call position', async () => {
    mount();
    show('Default place', { variant: 'success' });
    show('Bottom right', { variant: 'error', anchorOrigin: { vertical: 'bottom', horizontal: 'right' } });
    const placed = await screen.findByText('Default place');
    expect(placed.closest('.snackbar-stack-top-center')).not.toBeNull();
    expect((await screen.findByText('Bottom right')).closest('.snackbar-stack-bottom-right')).not.toBeNull();
    expect(placed.closest('[data-testid="snackbar"]')).toHaveAttribute('data-variant', 'success');
    expect(placed.closest('[data-testid="snackbar"]')).toHaveAttribute('role', 'alert');
  });

  it('hides after its duration (6000 ms by default)', async () => {
    mount();
    show('Short', { autoHideDuration: 50 });
    expect(await screen.findByText('Short')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Short')).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it('closes with its close button', async () => {
    mount();
    show('Read me', { variant: 'error' });
    const alert = (await screen.findByText('Read me')).closest('[data-testid="snackbar"]')!;
    act(() => (alert.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click());
    await waitFor(() => expect(screen.queryByText('Read me')).not.toBeInTheDocument());
  });
});
