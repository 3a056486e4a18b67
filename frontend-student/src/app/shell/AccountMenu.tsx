import { useNavigate } from 'react-router-dom';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import { useProfileDialog } from '../../features/auth/dialogs';
import { buysCareers, CONSOLE_URL, isStaffUser, useSession } from '../../features/auth/session';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { DASHBOARD_PATH, PURCHASE_HISTORY_PATH, YOUR_DATA_PATH } from '../navItems';

interface Props {
  anchorEl: HTMLElement | null;
  open: boolean;
  /** Opened from the keyboard or a tap: focus goes to the first item. */
  focusFirst: boolean;
  onClose: (returnFocus: boolean) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
}

/**
 * The account menu: My Dashboard, My Cart, Account (the profile dialog), Purchase History, Your data and Log out; campus
 * students have no My Cart and no Purchase History, and staff have the Staff console instead of all three.
 */
export function AccountMenu({ anchorEl, open, focusFirst, onClose, onMouseEnter, onMouseLeave }: Props) {
  const navigate = useNavigate();
  const { logout, user } = useSession();
  const { openProfileDialog } = useProfileDialog();

  return (
    <Popper open={open && Boolean(anchorEl)} anchorEl={anchorEl} placement="bottom-end" sx={{ zIndex: 'modal' }}>
      <Paper elevation={6} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} sx={{ mt: 0.5, minWidth: 200 }}>
        <ClickAwayListener
          // The avatar and the arrow handle their own clicks: a click on the arrow of a menu the pointer
          // opened keeps it open (HeaderAccount), so it is not a click away.
          onClickAway={(event) => {
            if (anchorEl?.contains(event.target as Node)) return;
            onClose(false);
          }}
        >
          <MenuList
            id="account-menu"
            aria-label="Account"
            autoFocusItem={open && focusFirst}
            data-testid="account-menu"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                onClose(true);
              } else if (event.key === 'Tab') {
                onClose(false);
              }
            }}
          >
            {isStaffUser(user) ? (
              <MenuItem component="a" href={CONSOLE_URL} data-testid="account-menu-console">
                <ListItemIcon>
                  <AdminPanelSettingsIcon fontSize="small" />
                </ListItemIcon>
                Staff console
              </MenuItem>
            ) : (
              <MenuItem
                onClick={() => {
                  onClose(false);
                  navigate(DASHBOARD_PATH);
                }}
                data-testid="account-menu-dashboard"
              >
                <ListItemIcon>
                  <DashboardIcon fontSize="small" />
                </ListItemIcon>
                My Dashboard
              </MenuItem>
            )}
            {buysCareers(user) && (
              <MenuItem
                onClick={() => {
                  onClose(false);
                  navigate('/cart');
                }}
                data-testid="account-menu-cart"
              >
                <ListItemIcon>
                  <ShoppingCartOutlinedIcon fontSize="small" />
                </ListItemIcon>
                My Cart
              </MenuItem>
            )}
            <MenuItem
              onClick={() => {
                onClose(false);
                openProfileDialog();
              }}
              data-testid="account-menu-account"
            >
              <ListItemIcon>
                <ManageAccountsIcon fontSize="small" />
              </ListItemIcon>
              Account
            </MenuItem>
            {buysCareers(user) && (
              <MenuItem
                onClick={() => {
                  onClose(false);
                  navigate(PURCHASE_HISTORY_PATH);
                }}
                data-testid="account-menu-purchase-history"
              >
                <ListItemIcon>
                  <ReceiptLongIcon fontSize="small" />
                </ListItemIcon>
                Purchase History
              </MenuItem>
            )}
            {!isStaffUser(user) && (
              <MenuItem
                onClick={() => {
                  onClose(false);
                  navigate(YOUR_DATA_PATH);
                }}
                data-testid="account-menu-your-data"
              >
                <ListItemIcon>
                  <PrivacyTipOutlinedIcon fontSize="small" />
                </ListItemIcon>
                Your data
              </MenuItem>
            )}
            <MenuItem
              onClick={async () => {
                onClose(false);
                await logout();
                navigate('/');
              }}
              data-testid="account-menu-logout"
            >
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              Log out
            </MenuItem>
          </MenuList>
        </ClickAwayListener>
      </Paper>
    </Popper>
  );
}
