import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AdminClassroom, AdminClassroomStudent } from '@app/contracts';
import { en } from '../i18n/en';
import ClassroomCreate from './ClassroomCreate';
import ClassroomEdit from './ClassroomEdit';
import ClassroomShow from './ClassroomShow';

/**
 * The classroom form in jsdom against a stand-in data provider: "Add the students of section A" fills the list
 * (the server takes it as saved), the dates are typed in India time and sent as instants, and the API's own
 * schema speaks before anything is sent.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ID = uuid(1);

const students: AdminClassroomStudent[] = [
  { id: uuid(20), name: 'Asha Verma', schoolId: uuid(9), admissionNumber: 'A-20', class: '10', section: 'A' },
  { id: uuid(21), name: 'Bina Rao', schoolId: uuid(9), admissionNumber: 'A-21', class: '10', section: 'A' },
  { id: uuid(22), name: 'Chitra Das', schoolId: uuid(9), admissionNumber: 'B-22', class: '10', section: 'B' },
];
const careers = [
  { id: uuid(30), name: 'Architect' },
  { id: uuid(31), name: 'Data Scientist' },
];

function record(overrides: Partial<AdminClassroom> = {}): AdminClassroom {
  return {
    id: ID,
    schoolId: uuid(9),
    name: 'Class 10 A',
    class: '10',
    section: 'A',
    careerIds: [uuid(30)],
    studentIds: [uuid(22)],
    studentCount: 1,
    startedCount: 0,
    completedCount: 0,
    opensAt: '2026-12-01T04:30:00.000Z',
    closesAt: '2026-12-31T12:30:00.000Z',
    open: false,
    version: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function renderConsole(path: string, provider: Record<string, unknown> = {}) {
  const rows = (resource: string) =>
    resource === 'careers' ? careers : resource === 'classrooms' ? [record()] : students;
  const calls = {
    getList: vi.fn(async (resource: string, params: { filter: Record<string, unknown> }) => {
      let data: { id: string; section?: string | null }[] = rows(resource);
      if (typeof params.filter.section === 'string') data = students.filter((s) => s.section === params.filter.section);
      return { data, total: data.length };
    }),
    update: vi.fn(async (_: string, params: { data: Record<string, unknown> }) => ({
      data: { ...record(), ...params.data, version: 4 },
    })),
    create: vi.fn(async (_: string, params: { data: Record<string, unknown> }) => ({
      data: { ...record(), ...params.data },
    })),
  };
  const dataProvider = {
    getOne: async () => ({ data: record() }),
    getList: calls.getList,
    getMany: async (resource: string, params: { ids: string[] }) => ({
      data: rows(resource).filter((r) => params.ids.includes(r.id)),
    }),
    getManyReference: async () => ({ data: [], total: 0 }),
    update: calls.update,
    updateMany: async () => ({ data: [] }),
    create: calls.create,
    delete: async () => ({ data: record() }),
    deleteMany: async () => ({ data: [] }),
    ...provider,
  } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource name="classrooms" create={ClassroomCreate} edit={ClassroomEdit} show={ClassroomShow} />
      </Admin>
    </TestMemoryRouter>,
  );
  return calls;
}

describe('the classroom form', () => {
  it("adds the section's students to those chosen and saves the list, with the dates as read", async () => {
    const calls = renderConsole(`/classrooms/${ID}`);
    const add = await screen.findByRole('button', { name: 'Add the students of section A' });
    // The dates show in India time, whatever the browser's zone.
    expect(screen.getByLabelText('Opens (IST)')).toHaveValue('2026-12-01T10:00');
    fireEvent.click(add);
    await waitFor(() =>
      expect(calls.getList).toHaveBeenCalledWith(
        'classrooms/students',
        expect.objectContaining({ filter: { section: 'A', class: '10', schoolId: uuid(9) } }),
      ),
    );
    expect(await screen.findByText('Asha Verma (section A, A-20)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Closes (IST)'), { target: { value: '2027-01-15T18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));
    expect(calls.update.mock.calls[0]![1].data).toMatchObject({
      version: 3,
      studentIds: [uuid(22), uuid(20), uuid(21)],
      opensAt: '2026-12-01T04:30:00.000Z',
      closesAt: '2027-01-15T12:30:00.000Z',
    });
  });

  it("says the API's messages before sending anything", async () => {
    const calls = renderConsole('/classrooms/create');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be 2 to 80 characters')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one career')).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
  });
});
