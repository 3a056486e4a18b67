import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { StudentPage } from './StudentPage';

describe('StudentPage', () => {
  it('lists each field with its careers and links them', async () => {
    stubFetch(() =>
      jsonResponse([
        { _id: 'f1', name: 'Science', careers: [{ _id: 'c1', name: 'Doctor (MBBS)' }] },
        { _id: 'f2', name: 'Arts', careers: [] },
      ]),
    );
    renderWithApp(<StudentPage />);
    expect(await screen.findAllByTestId('field-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Science' })).toHaveAttribute('href', '/careers?field=f1');
    expect(screen.getByRole('link', { name: 'Doctor (MBBS)' })).toHaveAttribute('href', '/careers/c1');
    expect(screen.getByRole('link', { name: "Can't find your future career?" })).toHaveAttribute(
      'href',
      '/career-request',
    );
  });
});
