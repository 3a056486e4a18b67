import { fireEvent, render, screen } from '@testing-library/react';
import { Admin, RecordContextProvider, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { AssessmentButton } from './AssessmentButton';

/**
 * The career page's Assessment button goes somewhere when clicked: to the editor when the career has an
 * assessment, else to the create page with the career chosen. (It once rendered a <button> that ignored its `to`.)
 */

const CAREER = '00000000-0000-4000-8000-000000000001';

function renderButton(contents: { id: string }[]) {
  const dataProvider = {
    getMany: async () => ({ data: contents }),
  } as unknown as DataProvider;
  const CareerPage = () => (
    <RecordContextProvider value={{ id: CAREER }}>
      <AssessmentButton />
    </RecordContextProvider>
  );
  const Landed = ({ page }: { page: string }) => <p>{`landed on ${page} ${window.location.pathname}`}</p>;
  render(
    <TestMemoryRouter initialEntries={[`/careers/${CAREER}`]}>
      <Admin dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => en, 'en')} disableTelemetry>
        <Resource name="careers" edit={CareerPage} />
        <Resource name="career-contents" create={() => <Landed page="create" />} edit={() => <Landed page="edit" />} />
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('the Assessment button of a career', () => {
  it('opens the editor of an existing assessment', async () => {
    renderButton([{ id: CAREER }]);
    fireEvent.click(await screen.findByTestId('career-assessment'));
    expect(await screen.findByText(/^landed on edit/)).toBeInTheDocument();
  });

  it('opens the create page for a career without one', async () => {
    renderButton([]);
    const button = await screen.findByTestId('career-assessment');
    expect(button).toHaveTextContent(/create assessment/i);
    fireEvent.click(button);
    expect(await screen.findByText(/^landed on create/)).toBeInTheDocument();
  });
});
