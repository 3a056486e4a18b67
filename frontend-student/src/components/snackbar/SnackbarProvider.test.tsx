import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider } from './SnackbarProvider';
import { useSnackbar, type SnackbarOptions } from './context';

let api: ReturnType<typeof useSnackbar>;
function Grab() {
  api = useSnackbar();
  return null;
}

const show = (message: string, options?: SnackbarOptions) => act(() => void api.enqueueSnackbar(message, options));

describe('SnackbarProvider', () => {
  it('shows at most 5 at once, closing the oldest', async () => {
    render(
      <SnackbarProvider>
        <Grab />
      </SnackbarProvider>,
    );
    for (let i = 1; i <= 7; i++) show(`Message ${i}`);
    await waitFor(() => expect(screen.getAllByTestId('snackbar')).toHaveLength(5));
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Message 2')).not.toBeInTheDocument();
    expect(screen.getByText('Message 7')).toBeInTheDocument();
  });

  it('defaults to top centre and honours a per-call position', async () => {
    render(
      <SnackbarProvider>
        <Grab />
      </SnackbarProvider>,
    );
    show('Default place', { variant: 'success' });
    show('Bottom right', { variant: 'error', anchorOrigin: { vertical: 'bottom', horizontal: 'right' } });
    expect(await screen.findByTestId('snackbar-stack-top-center')).toHaveTextContent('Default place');
    expect(screen.getByTestId('snackbar-stack-bottom-right')).toHaveTextContent('Bottom right');
    expect(screen.getByText('Default place').closest('[data-testid="snackbar"]')).toHaveAttribute(
      'data-variant',
      'success',
    );
  });

  it('hides after its duration (6000 ms by default)', async () => {
    render(
      <SnackbarProvider>
        <Grab />
      </SnackbarProvider>,
    );
    show('Short', { autoHideDuration: 50 });
    expect(await screen.findByText('Short')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Short')).not.toBeInTheDocument(), { timeout: 2000 });
  });
});
