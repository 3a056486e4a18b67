import { CloneButton, useRecordContext } from 'react-admin';
import type { AdminCareer } from '@app/contracts';

/**
 * What a clone's create page starts from: the career as read, less what belongs to the record itself, and as a
 * draft. A copy of a published career would otherwise be public from its first save, beside the original and
 * without an assessment (students could buy a career with no test); the editor publishes it when it is ready.
 */
export function cloneSource(record: AdminCareer): Partial<AdminCareer> {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...rest } = record;
  return { ...rest, published: false };
}

/** react-admin's Clone, opening the create page on cloneSource(record). */
export function CloneAsDraftButton() {
  const record = useRecordContext<AdminCareer>();
  return <CloneButton record={record ? cloneSource(record) : undefined} />;
}
