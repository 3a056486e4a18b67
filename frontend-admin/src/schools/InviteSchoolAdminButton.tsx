import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, LinkBase, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';
import type { AdminSchool } from '@app/contracts';

/** The users create page's form, pre-filled (react-admin's `?source=`) as a school admin of `schoolId`. */
export function inviteSchoolAdminSearch(schoolId: string): string {
  return `?source=${encodeURIComponent(JSON.stringify({ role: 'school_admin', schoolId }))}`;
}

/**
 * "Invite a school admin" on a school's page: the staff invitation (users' create page) with the role and the
 * school filled in; the person gets the set-password e-mail. Only for those who may invite (admins).
 */
export function InviteSchoolAdminButton() {
  const school = useRecordContext<AdminSchool>();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'create' });
  if (!school || !canAccess) return null;
  return (
    // react-admin's Button only passes `to` on: without a link component it is a button that goes nowhere.
    <Button
      component={LinkBase}
      to={`${createPath({ resource: 'users', type: 'create' })}${inviteSchoolAdminSearch(school.id)}`}
      label="console.schools.invite_admin"
      data-testid="school-invite-admin"
    >
      <PersonAddIcon />
    </Button>
  );
}
