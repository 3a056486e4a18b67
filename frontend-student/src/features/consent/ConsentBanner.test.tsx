import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authUser, storeTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { ConsentBanner } from './ConsentBanner';

describe("the dashboard's consent banner", () => {
  it('shows where the request went and until when, while a parent has not answered', async () => {
    storeTokens();
    stubFetch((url) =>
      url.pathname === '/api/consents/me'
        ? jsonResponse({
            allowed: false,
            minor: true,
            method: null,
            pending: [{ parentEmail: 'mum@example.in', expiresAt: '2026-12-02T06:00:00.000Z' }],
          })
        : jsonResponse({}, 404),
    );
    renderWithApp(<ConsentBanner user={authUser({ birthdate: '2011-01-01' })} />);
    expect(await screen.findByTestId('consent-pending')).toHaveTextContent('mum@example.in (until 2 Dec 2026)');
  });

  it('offers the request when there is none, and says nothing once consent is given', async () => {
    storeTokens();
    stubFetch(() => jsonResponse({ allowed: false, minor: true, method: null, pending: [] }));
    const { unmount } = renderWithApp(<ConsentBanner user={authUser({ birthdate: '2011-01-01' })} />);
    expect(await screen.findByTestId('consent-needed')).toHaveTextContent('must agree');
    unmount();
    stubFetch(() =>
      jsonResponse({ allowed: true, minor: true, method: 'parent_account_email_confirmed', pending: [] }),
    );
    renderWithApp(<ConsentBanner user={authUser({ birthdate: '2011-01-01' })} />);
    await waitFor(() => expect(screen.queryByTestId('consent-needed')).toBeNull());
    expect(screen.queryByTestId('consent-pending')).toBeNull();
  });

  it('asks nothing for an adult', async () => {
    storeTokens();
    const { calls } = stubFetch(() => jsonResponse({}));
    renderWithApp(<ConsentBanner user={authUser({ birthdate: '1990-01-01' })} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.url.pathname === '/api/consents/me')).toBe(false);
  });
});
