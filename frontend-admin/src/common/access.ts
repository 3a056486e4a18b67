import { useCanAccess, useResourceContext } from 'react-admin';

/** Where a row leads: the edit page for roles that may edit, the read-only page for the others. */
export function useRowClick(): 'edit' | 'show' | false {
  const resource = useResourceContext();
  const { canAccess: canEdit, isPending: editPending } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canShow, isPending: showPending } = useCanAccess({ resource, action: 'show' });
  if (editPending || showPending) return false;
  return canEdit ? 'edit' : canShow ? 'show' : false;
}
