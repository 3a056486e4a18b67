import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PersonIcon from '@mui/icons-material/Person';
import { saveRedirect } from '../../features/auth/redirect';
import { CONSOLE_URL, initials, isStaffUser, useSession } from '../../features/auth/session';
import { AUTH_LINKS, DASHBOARD_PATH } from '../navItems';

// The menu (Popper, focus handling) loads on the first hover or click.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/**
 * The header's right side. Logged out: Login and Signup (from 600 px; the drawer has them below).
 * Logged in: My Dashboard and the avatar, both to the dashboard, and the account menu that opens on hover,
 * or on click / Enter on the arrow beside the avatar for touch and keyboard users.
 */
export function HeaderAccount() {
  const { status, user } = useSession();
  const location = useLocation();
  // The menu's anchor, as state: the menu renders with the element once it is mounted.
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<{ open: boolean; focusFirst: boolean } | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  if (status === 'restoring') {
    // Holds the place while a stored session is checked, so Login does not flash for signed-in users.
    return <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, width: 180, height: 36, ml: 'auto' }} />;
  }

  if (status !== 'signedIn' || !user) {
    return (
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, ml: 'auto' }}>
        {AUTH_LINKS.map((link, index) => (
          <Button
            key={link.to}
            component={RouterLink}
            to={link.to}
            // After logging in the user comes back here.
            onClick={() => saveRedirect(`${location.pathname}${location.search}`)}
            variant={index === 0 ? 'outlined' : 'contained'}
            color={index === 0 ? 'primary' : 'secondary'}
            size="small"
            data-testid={link.testId}
          >
            {link.label}
          </Button>
        ))}
      </Box>
    );
  }

  const openOnHover = () => {
    window.clearTimeout(closeTimer.current);
    setMenu((m) => (m?.open ? m : { open: true, focusFirst: false }));
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setMenu((m) => (m && !m.focusFirst ? { ...m, open: false } : m)), 200);
  };
  const close = (returnFocus: boolean) => {
    setMenu((m) => (m ? { ...m, open: false } : m));
    if (returnFocus) toggle.current?.focus();
  };
  const name = `${user.data.first_name} ${user.data.last_name}`.trim() || user.data.username;
  const staff = isStaffUser(user);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }} data-testid="header-account">
      {staff ? (
        <Button
          href={CONSOLE_URL}
          variant="outlined"
          size="small"
          data-testid="nav-console"
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
        >
          Staff console
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={DASHBOARD_PATH}
          variant="outlined"
          size="small"
          data-testid="nav-dashboard"
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
        >
          My Dashboard
        </Button>
      )}
      <Box
        ref={setAnchor}
        onMouseEnter={openOnHover}
        onMouseLeave={closeSoon}
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <IconButton
          {...(staff ? { href: CONSOLE_URL } : { component: RouterLink, to: DASHBOARD_PATH })}
          // The label starts with what the avatar shows (the initials), so a voice user can say what they see.
          aria-label={
            user.isCampusStudent
              ? `My Dashboard (${name})`
              : `${initials(user)}: ${staff ? 'Staff console' : 'My Dashboard'} (${name})`
          }
          data-testid="header-avatar"
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.95rem' }}
            data-testid={user.isCampusStudent ? 'avatar-person' : 'avatar-initials'}
          >
            {user.isCampusStudent ? <PersonIcon /> : initials(user)}
          </Avatar>
        </IconButton>
        <IconButton
          ref={toggle}
          size="small"
          aria-label="Account menu"
          aria-haspopup="menu"
          aria-expanded={Boolean(menu?.open)}
          aria-controls={menu?.open ? 'account-menu' : undefined}
          data-testid="account-menu-button"
          // A click on a menu the pointer already opened keeps it open and moves focus into it.
          onClick={() =>
            setMenu((m) => (m?.open && m.focusFirst ? { ...m, open: false } : { open: true, focusFirst: true }))
          }
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <ArrowDropDownIcon />
        </IconButton>
        {menu && (
          <Suspense fallback={null}>
            <AccountMenu
              anchorEl={anchor}
              open={menu.open}
              focusFirst={menu.focusFirst}
              onClose={close}
              onMouseEnter={openOnHover}
              onMouseLeave={closeSoon}
            />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
