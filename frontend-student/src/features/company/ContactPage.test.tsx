import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@app/contracts';
import { SITE } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it("shows the e-mail, the Delhi address and the server's support number (GET /api/site) as a tel: link", async () => {
    const { calls } = stubFetch((url) => (url.pathname === '/api/site' ? jsonResponse(SITE) : jsonResponse({})));
    renderWithApp(<ContactPage />);
    expect(screen.getByTestId('contact-email')).toHaveTextContent(COMPANY.email);
    expect(screen.getByTestId('contact-address')).toHaveTextContent('New Delhi');
    const phone = await within(screen.getByTestId('contact-phone')).findByRole('link', {
      name: SITE.supportPhone.display,
    });
    expect(phone).toHaveAttribute('href', 'tel:+919000012345');
    expect(calls.filter((c) => c.url.pathname === '/api/site')).toHaveLength(1);
  });
});
