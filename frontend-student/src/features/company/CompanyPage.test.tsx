import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/utils';
import { CompanyPage } from './CompanyPage';

const render = (slug: string) => renderWithApp(<CompanyPage />, { route: `/company/${slug}`, path: '/company/:page' });

describe('CompanyPage', () => {
  it('has a sidebar of the five pages with the current one highlighted, and navigates', async () => {
    render('terms');
    const sidebar = screen.getByTestId('company-sidebar');
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['About Us', 'Terms & Conditions', 'Privacy Policy', 'Cancellation/Refund Policy', 'Disclaimer']);
    expect(within(sidebar).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/seat and venue of arbitration will be New Delhi/)).toBeInTheDocument();
    expect(screen.getByText(/courts at Delhi alone have jurisdiction/)).toBeInTheDocument();
    expect(screen.getByText(/survives for one \(1\) year/)).toBeInTheDocument();

    await userEvent.click(within(sidebar).getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByText(/Digital Personal Data Protection Act, 2023/).length).toBeGreaterThan(0);
  });

  it('shows the not-found page for an unknown slug', () => {
    render('nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
