import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useProfileDialog } from '../../features/auth/dialogs';
import { saveRedirect } from '../../features/auth/redirect';
import { buysCareers, CONSOLE_URL, isStaffUser, useSession } from '../../features/auth/session';
import { AUTH_LINKS, DASHBOARD_PATH, NAV_ITEMS, PURCHASE_HISTORY_PATH, YOUR_DATA_PATH, isNavActive } from '../navItems';
import { Brand } from './Brand';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The narrow-screen (under 600 px) navigation. */
export function MobileDrawer({ open, onClose }: Props) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { status, user, logout } = useSession();
  const { openProfileDialog } = useProfileDialog();
  const signedIn = status === 'signedIn' && user !== null;
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 272 } } }}>
      <Box sx={{ p: 2 }} onClick={onClose}>
        <Brand />
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobile" data-testid="mobile-drawer">
        <List>
          {NAV_ITEMS.map((item) => {
            const active = isNavActive(item, pathname);
            return (
              <ListItemButton
                key={item.to}
                component={RouterLink}
                to={item.to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onClose}
                data-testid={`drawer-${item.testId}`}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            );
          })}
        </List>
        <Divider />
        {signedIn ? (
          <List aria-label="Account">
            {isStaffUser(user) ? (
              <ListItemButton component="a" href={CONSOLE_URL} data-testid="drawer-console">
                <ListItemText primary="Staff console" />
              </ListItemButton>
            ) : (
              <ListItemButton
                component={RouterLink}
                to={DASHBOARD_PATH}
                selected={pathname.startsWith('/user-student') && pathname !== PURCHASE_HISTORY_PATH}
                onClick={onClose}
                data-testid="drawer-nav-dashboard"
              >
                <ListItemText primary="My Dashboard" />
              </ListItemButton>
            )}
            {buysCareers(user) && (
              <ListItemButton
                component={RouterLink}
                to="/cart"
                selected={pathname === '/cart'}
                onClick={onClose}
                data-testid="drawer-cart"
              >
                <ListItemText primary="My Cart" />
              </ListItemButton>
            )}
            <ListItemButton
              onClick={() => {
                onClose();
                openProfileDialog();
              }}
              data-testid="drawer-account"
            >
              <ListItemText primary="Account" />
            </ListItemButton>
            {buysCareers(user) && (
              <ListItemButton
                component={RouterLink}
                to={PURCHASE_HISTORY_PATH}
                selected={pathname === PURCHASE_HISTORY_PATH}
                onClick={onClose}
                data-testid="drawer-purchase-history"
              >
                <ListItemText primary="Purchase History" />
              </ListItemButton>
            )}
            {!isStaffUser(user) && (
              <ListItemButton
                component={RouterLink}
                to={YOUR_DATA_PATH}
                selected={pathname === YOUR_DATA_PATH}
                onClick={onClose}
                data-testid="drawer-your-data"
              >
                <ListItemText primary="Your data" />
              </ListItemButton>
            )}
            <ListItemButton
              onClick={async () => {
                onClose();
                await logout();
                navigate('/');
              }}
              data-testid="drawer-logout"
            >
              <ListItemText primary="Log out" />
            </ListItemButton>
          </List>
        ) : (
          status === 'signedOut' && (
            <List>
              {AUTH_LINKS.map((link) => (
                <ListItemButton
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  onClick={() => {
                    saveRedirect(`${pathname}${search}`);
                    onClose();
                  }}
                  data-testid={`drawer-${link.testId}`}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              ))}
            </List>
          )
        )}
      </Box>
    </Drawer>
  );
}
