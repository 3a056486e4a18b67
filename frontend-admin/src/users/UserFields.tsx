import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser } from '@app/contracts';

/** "Disabled" in red or "Active": the account's state at a glance. */
export function AccountStateField(_: { label?: string }) {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  if (!record) return null;
  return record.disabled ? (
    <Chip size="small" color="error" label={translate('console.users.disabled_chip')} data-testid="user-state" />
  ) : (
    <Chip size="small" variant="outlined" label={translate('console.users.active_chip')} data-testid="user-state" />
  );
}

/** The roles as people say them. */
export const ROLE_NAMES: Record<string, string> = {
  student: 'Student',
  parent: 'Parent',
  campus_student: 'Campus student',
  content_editor: 'Content editor',
  counsellor: 'Counsellor',
  school_admin: 'School admin',
  admin: 'Admin',
};

export const roleChoices = (roles: readonly string[]) => roles.map((id) => ({ id, name: ROLE_NAMES[id] ?? id }));
