import type { AdminStudent } from '@app/contracts';
import type { UserRow } from './repositories/users.repository.js';

/**
 * The e-mail of a campus student the roster gave none: users.email is required and unique, and `.invalid` (RFC
 * 2606) can never be delivered to or belong to anyone. The console shows it as no e-mail, and nothing is mailed to it.
 */
const NO_EMAIL_DOMAIN = '@roster.invalid';

export const placeholderEmail = (username: string): string => `${username}${NO_EMAIL_DOMAIN}`;

/** The address, or null for the placeholder. */
export const realEmail = (email: string): string | null => (email.endsWith(NO_EMAIL_DOMAIN) ? null : email);

/** A username of letters, digits, dots, dashes and underscores, 3 to 32 long: the campus id and the number. */
export function usernameBase(campusId: string, admissionNumber: string): string {
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
  const number = clean(admissionNumber).slice(0, 24);
  const campus = clean(campusId).slice(0, 31 - number.length);
  return `${campus}-${number}`.replace(/^[-.]+/, '').padEnd(3, '0');
}

export function toAdminStudent(user: UserRow): AdminStudent {
  return {
    id: user.id,
    username: user.username,
    admissionNumber: user.admissionNumber,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    class: user.class,
    section: user.section,
    birthdate: user.birthdate,
    gender: user.gender,
    email: realEmail(user.email),
    parentEmail: user.parentEmail,
    schoolId: user.schoolId!,
    active: user.deactivatedAt === null,
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    mustChangePassword: user.mustChangePassword,
    createdAt: user.createdAt.toISOString(),
    version: user.version,
  };
}
