import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../test/authFixtures';
import { renderAppRoutes } from '../../test/renderApp';
import { jsonResponse, stubFetch } from '../../test/utils';
import { assessmentServer, BASE, IDS, stepUrl } from './testServer';
import { isGuardEntry } from './useLeaveGuard';

/** The app as it runs (BrowserRouter, the shell's header), to check the browser's back button and header links. */

const VIDEO1 = stepUrl(IDS.sectionA, IDS.video1, 1);
const VIDEO2 = stepUrl(IDS.sectionA, IDS.video2, 1);
const DASHBOARD = '/user-student/main/dashboard';

function renderApp(route: string, server = assessmentServer(), historyState: unknown = null) {
  window.history.replaceState(historyState, '', route);
  storeTokens();
  stubFetch((url, init) => {
    // The pages a leave may land on.
    if (url.pathname === '/api/platform/careers/home') return jsonResponse({ fields: [], careers: [] });
    if (url.pathname === '/api/platform/mycareers') return jsonResponse([]);
    return server.handler(url, init);
  });
  // No route: a BrowserRouter at the window's location, so the browser's history is the one under test.
  renderAppRoutes();
  return server;
}

const where = () => screen.getByTestId('where').textContent;

/** The guard's history entry is pushed by an effect after the step renders. */
async function guardPushed() {
  await waitFor(() => expect(isGuardEntry()).toBe(true));
}

/** Instructions → Confirm → the first step, as a student gets there. */
async function startTest(user: ReturnType<typeof userEvent.setup>) {
  // The first render loads the lazy page chunks.
  await user.click(await screen.findByTestId('instructions-checkbox', {}, { timeout: 10_000 }));
  await user.click(screen.getByTestId('start-career'));
  await user.click(await screen.findByTestId('confirm-start'));
  await waitFor(() => expect(where()).toBe(VIDEO1));
  await screen.findByTestId('video-step');
  await guardPushed();
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => vi.restoreAllMocks());

// The first renders load the lazy page chunks (the player's, the dashboard's, the home page's).
describe('leaving a test under way', { timeout: 40_000 }, () => {
  it("the browser's back asks; Cancel stays on the step, Confirm abandons and goes to the dashboard", async () => {
    const user = userEvent.setup();
    const server = renderApp(BASE);
    await startTest(user);

    act(() => window.history.back());
    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog).toHaveTextContent('You will lose all the data and will need to buy again to take this career.');
    expect(where()).toBe(VIDEO1);
    expect(window.location.pathname).toBe(VIDEO1);
    // The step stayed mounted (no reload, no new countdown from another step).
    expect(screen.getByTestId('video-step')).toBeInTheDocument();

    await user.click(screen.getByTestId('leave-cancel'));
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).not.toBeInTheDocument());
    expect(where()).toBe(VIDEO1);
    expect(server.state.abandons).toBe(0);

    // Asked again every time.
    act(() => window.history.back());
    await screen.findByTestId('leave-dialog');
    expect(where()).toBe(VIDEO1);
    await user.click(screen.getByTestId('leave-confirm'));
    // The dashboard's chunk loads first (the router's update is a transition).
    await waitFor(() => expect(where()).toBe(DASHBOARD), { timeout: 10_000 });
    expect(server.state.abandons).toBe(1);
    expect(server.state.status).toBe('ABANDONED');
  });

  it('moving on between steps does not ask, and back still asks after it', async () => {
    const user = userEvent.setup();
    renderApp(BASE);
    await startTest(user);
    fireEvent.ended(screen.getByTestId('assessment-video'));
    await waitFor(() => expect(where()).toBe(VIDEO2));
    expect(screen.queryByTestId('leave-dialog')).not.toBeInTheDocument();
    // Still the guard's entry (replaced, with its mark).
    expect(isGuardEntry()).toBe(true);

    act(() => window.history.back());
    await screen.findByTestId('leave-dialog');
    expect(where()).toBe(VIDEO2);
  });

  it('a reload on a step keeps the guard: back asks', async () => {
    const user = userEvent.setup();
    // The entry still carries the guard mark of the page load before the reload.
    renderApp(VIDEO1, assessmentServer(), { usr: { assessmentGuard: 'previous-load' }, key: 'k1', idx: 3 });
    await screen.findByTestId('video-step', {}, { timeout: 10_000 });
    await guardPushed();
    act(() => window.history.back());
    await screen.findByTestId('leave-dialog');
    expect(where()).toBe(VIDEO1);
    await user.click(screen.getByTestId('leave-cancel'));
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).not.toBeInTheDocument());
  });

  it('a header link out of the test asks first, and goes there after Confirm', async () => {
    const user = userEvent.setup();
    const server = renderApp(BASE);
    await startTest(user);

    await user.click(screen.getByTestId('brand-home'));
    expect(await screen.findByTestId('leave-dialog')).toBeInTheDocument();
    expect(where()).toBe(VIDEO1);
    await user.click(screen.getByTestId('leave-cancel'));
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('brand-home'));
    await user.click(await screen.findByTestId('leave-confirm'));
    await waitFor(() => expect(where()).toBe('/'), { timeout: 10_000 });
    expect(server.state.abandons).toBe(1);
  });

  it('the instructions page lets the header links go (the test has not started)', async () => {
    const user = userEvent.setup();
    renderApp(BASE);
    await screen.findByTestId('instructions-checkbox', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('brand-home'));
    await waitFor(() => expect(where()).toBe('/'), { timeout: 10_000 });
    expect(screen.queryByTestId('leave-dialog')).not.toBeInTheDocument();
  });
});
