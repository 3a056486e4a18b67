import { parseIndiaTime, toIndiaLocal, type AdminClassroomStudent } from '@app/contracts';

/** A date-time field's value in India time (`2026-12-01T09:00`, what datetime-local shows) from an instant. */
export const toIndiaInput = (value: unknown): string => {
  if (typeof value !== 'string' || !value) return '';
  return Number.isNaN(new Date(value).getTime()) ? value : toIndiaLocal(value);
};

/** The instant a datetime-local field in India time names; what cannot be read is kept, for the schema to refuse. */
export const fromIndiaInput = (value: string): string | null =>
  value ? (parseIndiaTime(value)?.toISOString() ?? value) : null;

/** How the student picker names a student: name, then section and admission number when there are. */
export const studentLabel = (s: Pick<AdminClassroomStudent, 'name' | 'section' | 'admissionNumber'>): string => {
  const details = [s.section && `section ${s.section}`, s.admissionNumber].filter(Boolean).join(', ');
  return details ? `${s.name} (${details})` : s.name;
};

/** The ids of `current` then those of `added` not in it yet: adding a section keeps whoever was chosen. */
export const mergeIds = (current: readonly string[] | undefined, added: readonly string[]): string[] => [
  ...new Set([...(current ?? []), ...added]),
];

/** Where a new classroom starts: class 10, no students, open from now for a month (the school changes them). */
export function classroomDefaults(now = new Date()) {
  const month = new Date(now.getTime() + 30 * 24 * 3600_000);
  return {
    class: '10',
    careerIds: [] as string[],
    studentIds: [] as string[],
    opensAt: now.toISOString(),
    closesAt: month.toISOString(),
  };
}
