import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, ERROR_CODES } from '@app/contracts';
import { ApiError } from '../../api/client';
import { storeTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { SEND_REQUEST } from './ConsentRequestDialog';
import { useConsentRequired } from './useConsentRequired';

/** A page whose action the API refuses for want of consent (as checkout's order creation is). */
function RefusedAction({ error }: { error: unknown }) {
  const consent = useConsentRequired();
  return (
    <>
      <button onClick={() => void consent.intercept(error)}>Pay</button>
      {consent.dialog}
    </>
  );
}

const refusal = new ApiError(403, CONSENT_MESSAGES.required, undefined, ERROR_CODES.ParentalConsentRequired);

describe('the refusal for want of a parent’s consent', () => {
  it('opens the dialog with the message and sends the request to the named parent', async () => {
    storeTokens();
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/consents/requests'
        ? jsonResponse({ allowed: false, minor: true, method: null, pending: [] }, 202)
        : jsonResponse({}, 404),
    );
    renderWithApp(<RefusedAction error={refusal} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Pay'));
    expect(await screen.findByText(CONSENT_MESSAGES.required)).toBeInTheDocument();
    await user.type(screen.getByTestId('consent-parent-email'), 'not an email');
    await user.click(screen.getByRole('button', { name: SEND_REQUEST }));
    expect(await screen.findByText('Enter valid email')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/consents/requests')).toBe(false);
    await user.clear(screen.getByTestId('consent-parent-email'));
    await user.type(screen.getByTestId('consent-parent-email'), 'Mum@Example.in');
    await user.click(screen.getByRole('button', { name: SEND_REQUEST }));
    expect(await screen.findByTestId('consent-request-sent')).toHaveTextContent('mum@example.in');
    expect(calls.find((c) => c.url.pathname === '/api/consents/requests')?.body).toEqual({
      parentEmail: 'mum@example.in',
    });
  });

  it("shows the server's answer when the request is refused (too many waiting)", async () => {
    storeTokens();
    stubFetch(() => jsonResponse({ message: CONSENT_MESSAGES.tooManyPending, code: ERROR_CODES.Forbidden }, 403));
    renderWithApp(<RefusedAction error={refusal} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Pay'));
    await user.type(await screen.findByTestId('consent-parent-email'), 'dad@example.in');
    await user.click(screen.getByRole('button', { name: SEND_REQUEST }));
    expect(await screen.findByText(CONSENT_MESSAGES.tooManyPending)).toBeInTheDocument();
  });

  it('leaves any other error to the page', async () => {
    renderWithApp(<RefusedAction error={new ApiError(500, 'boom')} />);
    await userEvent.setup().click(screen.getByText('Pay'));
    expect(screen.queryByText(CONSENT_MESSAGES.required)).not.toBeInTheDocument();
  });
});
