import { lazy } from 'react';
import AuditIcon from '@mui/icons-material/History';

// Read-only by design: the app's database user may only insert into audit_log.
export default {
  list: lazy(() => import('./AuditLogList')),
  show: lazy(() => import('./AuditLogShow')),
  icon: AuditIcon,
};
