import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { GoogleButton } from './GoogleButton';
import { LoginForm } from './LoginForm';
import { clearRedirect, saveRedirect } from './redirect';

interface Props {
  open: boolean;
  /** true after a login; false when closed or left for another auth page. */
  onClose: (loggedIn: boolean) => void;
}

/** Logs in over the current page: the user stays where they were (spec section 2). */
export function LoginDialog({ open, onClose }: Props) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Leaving for signup, Google or a confirm page comes back here after the login that follows.
  const leave = () => {
    saveRedirect(here);
    onClose(false);
  };
  // Signed in over the page: here is where they stay, so a path saved earlier is not followed by a later sign-in.
  const loggedIn = () => {
    clearRedirect();
    onClose(true);
  };
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      fullWidth
      maxWidth="xs"
      aria-labelledby="login-dialog-title"
      data-testid="login-dialog"
    >
      <DialogTitle id="login-dialog-title" sx={{ pr: 6 }}>
        Login to continue
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={() => onClose(false)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
        data-testid="login-dialog-close"
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {open && <LoginForm autoFocus onLoggedIn={loggedIn} onLeave={leave} />}
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <GoogleButton label="Login with Google" redirect={here} />
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            New here?{' '}
            <Link
              component={RouterLink}
              to="/auth/signup"
              onClick={leave}
              underline="always"
              data-testid="login-dialog-signup"
            >
              Signup
            </Link>
          </Typography>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
