import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { WithdrawConsentButton } from './WithdrawConsentButton';

const CHILD = '0b9a4c1e-4a8c-4bb5-9c55-3c2e6b0f1a11';

describe('withdrawing consent', () => {
  it('asks first, then withdraws and says what it means for the child', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(() =>
      jsonResponse({ childId: CHILD, action: 'withdrawn', noticeVersion: '1', at: new Date().toISOString() }),
    );
    renderWithApp(<WithdrawConsentButton childId={CHILD} name="Aarav Sharma" />);
    await user.click(screen.getByRole('button', { name: 'Withdraw consent: Aarav Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw consent?' });
    expect(dialog).toHaveTextContent('Aarav Sharma will no longer be able to buy careers or take assessments');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText(/Consent withdrawn: Aarav Sharma/)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([`POST /api/consents/${CHILD}/withdraw`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when there is no consent to withdraw", async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ statusCode: 403, message: 'There is no consent to withdraw' }, 403));
    renderWithApp(<WithdrawConsentButton childId={CHILD} name="Aarav Sharma" />);
    await user.click(screen.getByRole('button', { name: 'Withdraw consent: Aarav Sharma' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText('There is no consent to withdraw')).toBeInTheDocument();
  });
});
