import { ADMIN_RESOURCES, canAccess, PERMISSIONS, STAFF_ROLES } from '@app/contracts';

describe('the console permission table', () => {
  it('lets nobody but staff in', () => {
    for (const role of ['student', 'parent', 'campus_student', undefined, null, 'root']) {
      for (const resource of ADMIN_RESOURCES) expect(canAccess(role, resource, 'list')).toBe(false);
    }
  });

  it('names only known resources', () => {
    for (const role of STAFF_ROLES) {
      for (const resource of Object.keys(PERMISSIONS[role])) expect(ADMIN_RESOURCES).toContain(resource);
    }
  });

  it('keeps the catalogue editing to content staff and admins', () => {
    expect(canAccess('content_editor', 'careers', 'edit')).toBe(true);
    expect(canAccess('admin', 'career-contents', 'publish')).toBe(true);
    expect(canAccess('counsellor', 'careers', 'list')).toBe(true);
    expect(canAccess('counsellor', 'careers', 'edit')).toBe(false);
    expect(canAccess('counsellor', 'careers', 'clone')).toBe(false);
    expect(canAccess('content_editor', 'audit-logs', 'list')).toBe(false);
    expect(canAccess('admin', 'audit-logs', 'export')).toBe(true);
    expect(canAccess('admin', 'careers', 'unknown-action')).toBe(false);
  });

  it('keeps exporting leads to admins: counsellors work their leads but never carry the list off', () => {
    expect(canAccess('admin', 'leads', 'export')).toBe(true);
    for (const action of ['list', 'show', 'edit']) expect(canAccess('counsellor', 'leads', action)).toBe(true);
    expect(canAccess('counsellor', 'leads', 'export')).toBe(false);
    // Where the console has an Export button, its role keeps it.
    for (const resource of ['orders', 'credit-notes', 'users', 'mails', 'audit-logs']) {
      expect(canAccess('admin', resource, 'export')).toBe(true);
    }
    // An export is its own action now, not react-admin's alias of a list.
    expect(canAccess('counsellor', 'careers', 'list')).toBe(true);
    expect(canAccess('counsellor', 'careers', 'export')).toBe(false);
  });

  it("keeps the business's figures to admins", () => {
    expect(STAFF_ROLES.filter((role) => canAccess(role, 'dashboard', 'list'))).toEqual(['admin']);
    expect(canAccess('admin', 'dashboard', 'show')).toBe(false);
  });

  it('lets school admins and admins run classrooms (a school admin only their own school, in the queries)', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
      expect(STAFF_ROLES.filter((role) => canAccess(role, 'classrooms', action))).toEqual(['school_admin', 'admin']);
    }
  });

  it('lets admins set schools up, and school admins only read (their own school, scoped by the API)', () => {
    expect(STAFF_ROLES.filter((role) => canAccess(role, 'schools', 'create'))).toEqual(['admin']);
    expect(STAFF_ROLES.filter((role) => canAccess(role, 'schools', 'edit'))).toEqual(['admin']);
    expect(STAFF_ROLES.filter((role) => canAccess(role, 'schools', 'show'))).toEqual(['school_admin', 'admin']);
    // A school with students is never deleted.
    expect(STAFF_ROLES.filter((role) => canAccess(role, 'schools', 'delete'))).toEqual([]);
    expect(canAccess('school_admin', 'schools', 'export')).toBe(false);
  });
});

describe('the roster (students)', () => {
  it("lets admins and school admins work a school's roster, and nobody else", () => {
    for (const action of ['list', 'show', 'create', 'edit', 'export']) {
      expect(STAFF_ROLES.filter((role) => canAccess(role, 'students', action))).toEqual(['school_admin', 'admin']);
    }
    expect(canAccess('school_admin', 'students', 'delete')).toBe(false);
  });
});
