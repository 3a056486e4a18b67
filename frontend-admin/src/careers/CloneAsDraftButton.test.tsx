import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCareer } from '@app/contracts';
import { en } from '../i18n/en';
import CareerCreate from './CareerCreate';
import CareerEdit from './CareerEdit';
import { cloneSource } from './CloneAsDraftButton';

/** Clone on a published career's edit page, in jsdom against a stand-in data provider. */

const FIELD = { id: '00000000-0000-4000-8000-000000000002', name: 'Science', sortOrder: 0, careerCount: 1, version: 1 };

const published: AdminCareer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Pilot',
  slug: 'pilot',
  fieldId: FIELD.id,
  fieldName: FIELD.name,
  headerDescription: 'Flies aircraft.',
  logo: '/media/brand/logo.svg',
  logoBg: '#1E3A8A',
  strikePrice: 5000,
  sellingPrice: 3000.5,
  trial: false,
  properties: [{ type: 'list', list_type: 'bullets', content: ['Flying'] }],
  aliases: ['Aviator'],
  displayOrder: 3,
  published: true,
  hasPublishedContent: true,
  version: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

function renderEdit() {
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { ...published, ...params.data, id: '00000000-0000-4000-8000-000000000003', version: 1 },
  }));
  const dataProvider = {
    getOne: async () => ({ data: published }),
    getList: async () => ({ data: [FIELD], total: 1 }),
    getMany: async (resource: string) => ({ data: resource === 'fields' ? [FIELD] : [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    update: async () => ({ data: published }),
    updateMany: async () => ({ data: [] }),
    create,
    delete: async () => ({ data: published }),
    deleteMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  });
  render(
    <TestMemoryRouter initialEntries={[`/careers/${published.id}`]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource name="careers" edit={CareerEdit} create={CareerCreate} />
        <Resource name="fields" />
      </Admin>
    </TestMemoryRouter>,
  );
  return { create };
}

describe('Clone on a career', () => {
  it('starts the copy as a draft, whatever the original is, with everything else filled in', () => {
    const source = cloneSource(published);
    expect(source).toEqual({
      ...published,
      id: undefined,
      version: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      published: false,
    });
    for (const key of ['id', 'version', 'createdAt', 'updatedAt']) expect(source).not.toHaveProperty(key);
  });

  it("opens the create page on a published career's copy with Published off, and saves it as a draft", async () => {
    const { create } = renderEdit();
    const published = await screen.findByRole('switch', { name: 'Published' });
    await waitFor(() => expect(published).toBeChecked());

    fireEvent.click(screen.getByRole('link', { name: 'Clone' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Pilot'));
    expect(screen.getByRole('switch', { name: 'Published' })).not.toBeChecked();

    fireEvent.change(name, { target: { value: 'Pilot (copy)' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toMatchObject({
      name: 'Pilot (copy)',
      published: false,
      sellingPrice: 3000.5,
      properties: [{ type: 'list', list_type: 'bullets', content: ['Flying'] }],
    });
  });
});
