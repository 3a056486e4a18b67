import type { Role } from '../identity.js';

/**
 * The staff console's one permission table (role × resource × action). The API's admin guard decides every
 * `/api/admin` call from it, and the console's `authProvider.canAccess` reads the same table, so a menu or a
 * button shows exactly when its call would be let through. A resource or action missing here is refused.
 */

/** The roles that may enter the console; students and parents never do. */
export const STAFF_ROLES = ['content_editor', 'counsellor', 'school_admin', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** The `/api/admin/<resource>` names (react-admin's resource names too). */
export const ADMIN_RESOURCES = [
  'careers',
  'fields',
  'career-contents',
  'courses',
  'reviews',
  'media',
  'audit-logs',
  'queues',
  'leads',
  'users',
  'schools',
  'mails',
  'orders',
  'credit-notes',
  'dashboard',
  'classrooms',
  'students',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

/**
 * The dialect's calls: GET many (`list`), GET one (`show`), POST (`create`), PUT (`edit`), DELETE (`delete`);
 * `publish` is a career content's publishing, `preview` opening its draft in the player, `refund` giving an
 * order's money back, `consent` recording a school's agreement to collect parents' consent (issue 14), and `export` taking a resource's rows away as a file (the console's Export button). Export
 * is its own action, not a list: seeing a page of records to work them is not carrying all of them off.
 */
export const ADMIN_ACTIONS = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'publish',
  'preview',
  'refund',
  'export',
  'consent',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const READ = ['list', 'show'] as const satisfies readonly AdminAction[];
const WRITE = ['list', 'show', 'create', 'edit', 'delete'] as const satisfies readonly AdminAction[];

type Grants = Partial<Record<AdminResource, readonly AdminAction[]>>;

/** What content staff may do; admins may do it too. */
const CONTENT: Grants = {
  careers: WRITE,
  fields: WRITE,
  'career-contents': ['list', 'show', 'create', 'edit', 'publish', 'preview'],
  courses: ['list', 'show', 'edit'],
  reviews: WRITE,
  media: ['list', 'show', 'create'],
};

/**
 * Leads come from the public forms, never from a POST; counsellors and admins answer them (moves, notes, taking).
 * Exporting them (every lead's name, e-mail and mobile in one file) is the admins' alone.
 */
const LEADS = ['list', 'show', 'edit'] as const satisfies readonly AdminAction[];

/** A school's roster: the import (create), list, page, edit (class, section, (de)activate, a new password), export. */
const ROSTER = ['list', 'show', 'create', 'edit', 'export'] as const satisfies readonly AdminAction[];

/** Classrooms, their results (list, show) and the results' CSV (export). */
const CLASSROOMS = [...WRITE, 'export'] as const satisfies readonly AdminAction[];

export const PERMISSIONS: Record<StaffRole, Grants> = {
  content_editor: CONTENT,
  // Counsellors answer questions about careers: they read the catalogue and never edit it.
  counsellor: { careers: READ, fields: READ, leads: LEADS },
  // School admins pick careers for their classrooms, run their own school's classrooms and roster, and read their
  // school's page (its seats): the API answers them their one school only, whatever ids they send (scoped in every
  // query). The roster's import creates; an edit moves or deactivates a student or gives a new one-time password.
  // A classroom's results leave as a CSV (export) for the school's own use, like its roster.
  school_admin: { careers: READ, fields: READ, classrooms: CLASSROOMS, schools: READ, students: ROSTER },
  admin: {
    ...CONTENT,
    'audit-logs': [...READ, 'export'],
    queues: ['list', 'edit'],
    leads: [...LEADS, 'export'],
    // Orders name their buyer and payment, and a refund gives money back: the admins' alone, as are the credit
    // notes refunds make.
    orders: [...READ, 'refund', 'export'],
    'credit-notes': [...READ, 'export'],
    // People and mail are the admins' alone: a user's profile and results, and every e-mail's recipient, are
    // personal data. Disabling, enabling, a role, a code or a reset e-mail are edits; an invitation creates; a
    // mail's resend edits it.
    users: ['list', 'show', 'create', 'edit', 'export'],
    mails: ['list', 'show', 'edit', 'export'],
    // Admins set schools up and sell them seats. No delete: a school has students, their results and classrooms;
    // a school that leaves keeps its record with its roster taken off.
    // Recording a school's agreement to collect its students' parents' consent (issue 14) is a legal act on the
    // school's behalf: admins only, audited.
    schools: ['list', 'show', 'create', 'edit', 'export', 'consent'],
    // The business's figures (orders, revenue, refunds, leads, completions): for the people who run it.
    dashboard: ['list'],
    classrooms: CLASSROOMS,
    students: ROSTER,
  },
};

/** react-admin asks with its own words for some actions: a clone is a create. */
const ACTION_ALIASES: Record<string, AdminAction> = { clone: 'create' };

/** Whether `role` may do `action` on `resource`: the one answer both the API and the console use. */
export function canAccess(role: string | null | undefined, resource: string, action: string): boolean {
  if (!isStaffRole(role)) return false;
  const grants = PERMISSIONS[role][resource as AdminResource];
  const wanted = ACTION_ALIASES[action] ?? action;
  return !!grants && (grants as readonly string[]).includes(wanted);
}

/** The console's messages that both the API and the console show. */
export const ADMIN_MESSAGES = {
  staffOnly: 'This console is for staff',
  versionConflict: 'Changed by someone else; reload',
} as const;
