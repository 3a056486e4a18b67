import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@app/contracts';
import { renderWithApp } from '../../test/utils';
import { Footer } from './Footer';
import { Header } from './Header';

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
