import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, HttpError, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, SECTION_REMARKS, type AdminCareerContent } from '@app/contracts';
import { en } from '../i18n/en';
import ContentEdit from './ContentEdit';

/**
 * The edit page in jsdom against a stand-in data provider: the PUT body after reordering and editing, the API's
 * field errors beside nested fields, the conflict message, and publishing through the confirmation.
 */

const ID = '00000000-0000-4000-8000-000000000001';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function record(overrides: Partial<AdminCareerContent> = {}): AdminCareerContent {
  return {
    id: ID,
    careerId: ID,
    careerName: 'Data Scientist',
    version: 4,
    publishedVersion: 2,
    publishedAt: '2026-11-20T10:00:00.000Z',
    unpublishedChanges: true,
    updatedAt: '2026-11-21T10:00:00.000Z',
    instructions: { heading: 'Before you start', instructions_type: 'numeric', content: ['Watch', 'Rate'] },
    subjectsAligned: ['Mathematics'],
    sections: [
      {
        id: uuid(10),
        name: 'Career Tasks',
        maximum: 10,
        remarks: SECTION_REMARKS.task,
        subsections: [
          { id: uuid(11), type: 2, content: { question: 'First statement', timer: 30 }, meta: {} },
          { id: uuid(12), type: 2, content: { question: 'Second statement', timer: 30 }, meta: {} },
          { id: uuid(13), type: 4, content: { question: 'Why?', timer: 60 }, meta: {} },
        ],
      },
    ],
    ...overrides,
  };
}

type Update = (params: { data: Record<string, unknown> }) => Promise<{ data: AdminCareerContent }>;

function renderEdit({
  read = record(),
  update = async ({ data }) => ({ data: { ...read, ...(data as object), version: read.version + 1 } }),
  publish = async () => ({ ...read, publishedVersion: 3, unpublishedChanges: false }),
}: {
  read?: AdminCareerContent;
  update?: Update;
  publish?: () => Promise<AdminCareerContent>;
} = {}) {
  let current = read;
  const calls = {
    update: vi.fn(update),
    publish: vi.fn(async () => {
      current = await publish();
      return current;
    }),
  };
  const dataProvider = {
    getOne: async () => ({ data: current }),
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    update: async (_resource: string, params: { data: Record<string, unknown> }) => {
      const result = await calls.update(params);
      current = result.data;
      return result;
    },
    updateMany: async () => ({ data: [] }),
    create: async () => ({ data: current }),
    delete: async () => ({ data: current }),
    deleteMany: async () => ({ data: [] }),
    publishCareerContent: calls.publish,
  } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  });
  render(
    <TestMemoryRouter initialEntries={[`/career-contents/${ID}`]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource name="career-contents" edit={ContentEdit} />
      </Admin>
    </TestMemoryRouter>,
  );
  return calls;
}

const statement = (n: number) =>
  screen.getAllByRole('textbox', { name: /^Statement/ })[n] as HTMLTextAreaElement | HTMLInputElement;

/** Save, once the resolver that runs on each change has let it be clicked. */
async function save() {
  const button = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('the assessment editor', () => {
  it('moves a step with its buttons, edits a statement, and PUTs the order, the computed maximum and the version', async () => {
    const calls = renderEdit();
    await waitFor(() => expect(statement(0).value).toBe('First statement'));
    expect(screen.getByTestId('section-maximum')).toHaveTextContent(
      'Maximum score: 10 (5 points per rating statement; 2 rating statements)',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    await waitFor(() => expect(statement(0).value).toBe('Second statement'));
    // At the top, "up" stays focusable but does nothing.
    const up = screen.getByRole('button', { name: 'Move step 1 up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(up);
    expect(statement(0).value).toBe('Second statement');

    fireEvent.change(statement(1), { target: { value: 'First statement, reworded' } });
    // Preview and publish act on the saved draft: they wait for the save.
    expect(screen.getByTestId('content-save-first')).toBeInTheDocument();
    expect(screen.getByTestId('content-publish')).toBeDisabled();

    await save();
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));
    const body = calls.update.mock.calls[0]![0].data as unknown as AdminCareerContent;
    expect(body.version).toBe(4);
    expect(body.sections[0]!.maximum).toBe(10);
    expect(body.sections[0]!.subsections.map((s) => [s.id, (s.content as { question: string }).question])).toEqual([
      [uuid(12), 'Second statement'],
      [uuid(11), 'First statement, reworded'],
      [uuid(13), 'Why?'],
    ]);
  });

  it("shows a 400's field messages beside the nested fields, and the conflict message of a stale save", async () => {
    let attempt = 0;
    renderEdit({
      update: async () => {
        attempt += 1;
        if (attempt === 1)
          throw new HttpError('Validation failed', 400, {
            errors: { 'sections.0.subsections.2.content.question': 'Question must be at most 500 characters' },
          });
        throw new HttpError(ADMIN_MESSAGES.versionConflict, 409, { code: 'VERSION_CONFLICT' });
      },
    });
    await waitFor(() => expect(statement(0).value).toBe('First statement'));
    fireEvent.change(statement(0), { target: { value: 'Changed' } });
    await save();
    expect(await screen.findByText('Question must be at most 500 characters')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /^Question/ }), { target: { value: 'Why not?' } });
    await save();
    await waitFor(() => expect(attempt).toBe(2));
    expect(await screen.findByText(ADMIN_MESSAGES.versionConflict)).toBeInTheDocument();
  });

  it('a new choice question comes with two option boxes; options move, blanks keep their place, and say what is missing', async () => {
    const calls = renderEdit();
    await waitFor(() => expect(statement(0).value).toBe('First statement'));
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Choice question' }));
    const options = () => screen.getAllByRole('textbox', { name: 'Option' }) as HTMLInputElement[];
    await waitFor(() => expect(options()).toHaveLength(2));
    fireEvent.change(screen.getAllByRole('textbox', { name: /^Question/ })[1]!, { target: { value: 'Where?' } });
    fireEvent.change(options()[1]!, { target: { value: 'Office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move option 2 up' }));
    expect(options().map((o) => o.value)).toEqual(['Office', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(options().map((o) => o.value)).toEqual(['Office', '', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
    expect(options()).toHaveLength(2);

    await save();
    expect(await screen.findByText('Option is required')).toBeInTheDocument();
    expect(calls.update).not.toHaveBeenCalled();
    fireEvent.change(options()[1]!, { target: { value: 'Lab' } });
    await save();
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));
    const body = calls.update.mock.calls[0]![0].data as unknown as AdminCareerContent;
    expect(body.sections[0]!.subsections[3]).toEqual({
      type: 3,
      content: { question: 'Where?', options: ['Office', 'Lab'], timer: 45 },
    });
  });

  it('publishes through the confirmation, says the number, and then has nothing to publish', async () => {
    const calls = renderEdit();
    const publish = await screen.findByTestId('content-publish');
    await waitFor(() => expect(publish).toBeEnabled());
    expect(screen.getByTestId('published-version')).toHaveTextContent('version 2');

    fireEvent.click(publish);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Publish the assessment of Data Scientist?');
    expect(dialog).toHaveTextContent('as version 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(calls.publish).toHaveBeenCalledWith(ID));
    expect(await screen.findByText('Published as version 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('published-version')).toHaveTextContent('version 3'));
    expect(screen.getByTestId('content-publish')).toBeDisabled();
  });
});
