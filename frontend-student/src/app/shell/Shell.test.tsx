import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@app/contracts';
import { renderWithApp } from '../../test/utils';
import { useMarkTestInProgress } from '../testInProgress';
import { Footer } from './Footer';
import { Header } from './Header';

function HeaderDuringTest() {
  const [active, setActive] = useState(true);
  useMarkTestInProgress(active);
  return (
    <>
      <Header />
      <button onClick={() => setActive(false)}>end the test</button>
    </>
  );
}

describe('Header', () => {
  it('links every section and highlights the one for the current path', () => {
    renderWithApp(<Header />, { route: '/careers/some-id' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected = {
      Explore: '/careers',
      'For Students': '/student',
      'For Parents': '/parent',
      'For School': '/school',
      Certification: '/career-counsellor',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'For Parents' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('nav-login')).toHaveAttribute('href', '/auth/login');
    expect(screen.getByTestId('nav-signup')).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByTestId('brand-home')).toHaveAttribute('href', '/');
  });
});

describe('Header during a test (issue 24)', () => {
  it('has no search, nav, cart or account while a test is under way, only the logo and a note', async () => {
    renderWithApp(<HeaderDuringTest />, { route: '/user-student/career/a/b/section/c/d/cn-1' });
    expect(screen.getByTestId('header-test-in-progress')).toHaveTextContent('Test in progress');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    for (const id of ['header-cart', 'nav-login', 'menu-button', 'search-toggle']) {
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    }
    expect(screen.getByTestId('brand-home')).toHaveAttribute('href', '/');
    // Once the test is no longer under way, the header is the site's again.
    await userEvent.click(screen.getByRole('button', { name: 'end the test' }));
    expect(screen.queryByTestId('header-test-in-progress')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('header-cart')).toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('links the company pages, contact and the social profiles', () => {
    renderWithApp(<Footer />);
    for (const href of [
      '/company/about-us',
      '/company/terms',
      '/company/privacy-policy',
      '/company/cancellation-refund-policy',
      '/company/disclaimer',
      '/contact-us',
    ]) {
      expect(screen.getByRole('navigation', { name: 'Company' }).querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    expect(screen.getByTestId('social-facebook')).toHaveAttribute('href', COMPANY.social.facebook);
    expect(screen.getByTestId('social-instagram')).toHaveAttribute('href', COMPANY.social.instagram);
    expect(screen.getByTestId('social-linkedin')).toHaveAttribute('href', COMPANY.social.linkedin);
    expect(screen.getByText(new RegExp(`© \\d{4} ${COMPANY.legalName}`))).toBeInTheDocument();
  });
});
