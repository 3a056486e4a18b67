import { useEffect, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import WorkIcon from '@mui/icons-material/Work';
import { DASHBOARD_PATH } from '../../app/navItems';
import { useProfileDialog } from '../auth/dialogs';
import { needsProfile, useSession } from '../auth/session';
import { ChildSwitcher } from '../family/ChildSwitcher';
import { useViewedChild, ViewedChildProvider } from '../family/viewedChild';
import { PageLoader } from '../../components/PageLoader';
import { MY_CAREERS_PATH, SESSIONS_PATH, STUDENT_MAIN_PATH, SUBJECTS_PATH } from './paths';

/** The area's side navigation (spec: Dashboard, Careers, Subjects); Purchase History is in the account menu. */
const AREA_NAV = [
  { label: 'Dashboard', to: DASHBOARD_PATH, icon: <DashboardIcon /> },
  { label: 'Careers', to: MY_CAREERS_PATH, icon: <WorkIcon /> },
  { label: 'Subjects', to: SUBJECTS_PATH, icon: <MenuBookIcon /> },
];

/** Careers stays current on careers/list and on a career's report; Dashboard on the area's index. */
function isActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '');
  if (to === DASHBOARD_PATH) return path === DASHBOARD_PATH || path === STUDENT_MAIN_PATH;
  return path === to || path.startsWith(`${to}/`);
}

/** The pages that show a child's data to a parent; Purchase History and Sessions are always the parent's own. */
function showsChildData(pathname: string): boolean {
  return !pathname.startsWith(`${STUDENT_MAIN_PATH}/purchase-history`) && !pathname.startsWith(SESSIONS_PATH);
}

/** The page, once a parent's children are known: no flash (and no load) of the parent's own data first. */
function AreaPage() {
  const viewed = useViewedChild();
  if (viewed?.children.status === 'loading') return <PageLoader label="Loading your children" />;
  return <Outlet />;
}

/**
 * /user-student/main: the side navigation beside the area's pages (a row above them under 600 px).
 * On entry it asks for gender, phone or e-mail when the account lacks one.
 */
export function StudentLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { openProfileDialog } = useProfileDialog();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (user && needsProfile(user) && asked.current !== user.user_id) {
      asked.current = user.user_id;
      openProfileDialog({ required: true });
    }
  }, [user, openProfileDialog]);

  return (
    // A parent's choice of child reaches every page of the area (issue 14).
    <ViewedChildProvider>
      <Box
        data-testid="student-area"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1, sm: 3 },
          px: { xs: 1.5, sm: 3 },
          py: { xs: 2, sm: 4 },
        }}
      >
        <Paper
          component="nav"
          aria-label="Student area"
          variant="outlined"
          data-testid="student-nav"
          sx={{ width: { sm: 220 }, flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <List sx={{ display: { xs: 'flex', sm: 'block' }, py: { xs: 0, sm: 1 } }}>
            {AREA_NAV.map((item) => {
              const active = isActive(item.to, pathname);
              return (
                // Each link in its own <li>: a list holds only list items (screen readers count and announce them).
                <ListItem key={item.to} disablePadding sx={{ flex: { xs: 1, sm: 'none' }, display: 'block' }}>
                  <ListItemButton
                    component={RouterLink}
                    to={item.to}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`student-nav-${item.label.toLowerCase()}`}
                    sx={{
                      // Under 600 px a row of three: the icon over the label, each a third of the width.
                      height: '100%',
                      flexDirection: { xs: 'column', sm: 'row' },
                      gap: { xs: 0.25, sm: 0 },
                      py: { xs: 1, sm: 1 },
                      px: { xs: 0.5, sm: 2 },
                      minHeight: 48,
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: { xs: 0, sm: 40 }, justifyContent: 'center' }}>
                      {item.icon}
                    </ListItemIcon>
                    <ListItemText
                      primary={item.label}
                      sx={{ m: 0, textAlign: { xs: 'center', sm: 'left' } }}
                      slotProps={{ primary: { sx: { fontSize: { xs: '0.8rem', sm: '1rem' } } } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {user?.role === 'parent' && showsChildData(pathname) && <ChildSwitcher />}
          <AreaPage />
        </Box>
      </Box>
    </ViewedChildProvider>
  );
}
