import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELDS, makeCareer } from '../../test/fixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('shows the tagline, a button per field, the intro video and the career carousel', async () => {
    const { calls } = stubFetch(() =>
      jsonResponse({ fields: FIELDS, careers: Array.from({ length: 10 }, (_, i) => makeCareer(i)) }),
    );
    renderWithApp(<HomePage />);
    expect(screen.getByTestId('tagline')).toHaveTextContent(
      'the first interactive video-based career counselling platform',
    );
    const fields = await screen.findAllByTestId('home-field-button');
    expect(fields.map((a) => a.getAttribute('href'))).toEqual([
      '/careers?field=f-science',
      '/careers?field=f-commerce',
    ]);
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/platform/careers/home?number=10');

    const video = screen.getByTestId('intro-video');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/video/intro.jpg');
    expect(screen.getByRole('link', { name: 'Explore Career' })).toHaveAttribute('href', '/careers');

    const carousel = screen.getByTestId('logo-carousel');
    expect(within(carousel).getAllByTestId('carousel-slot').length).toBeGreaterThan(0);
    expect(within(carousel).getByRole('button', { name: 'Next careers' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Previous careers' })).toBeInTheDocument();
  });

  it('says "Something went wrong" when the home data fails', async () => {
    stubFetch(() => jsonResponse({ statusCode: 500, message: 'boom' }, 500));
    renderWithApp(<HomePage />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
