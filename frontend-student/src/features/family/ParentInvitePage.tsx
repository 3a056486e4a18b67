import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ERROR_CODES, FAMILY_MESSAGES } from '@app/contracts';
import { ApiError } from '../../api/client';
import { acceptParentInvite, previewParentInvite } from '../../api/family';
import { DASHBOARD_PATH } from '../../app/navItems';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { useLoginDialog } from '../auth/dialogs';
import { saveRedirect } from '../auth/redirect';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';

/**
 * /parent-invite/:token, from a student's invitation mail: who invited them and to which address (masked), then sign
 * in or sign up as a parent with that address, and Accept (the link is made at once: the child asked for it). Another
 * account is refused (PARENT_INVITE_OTHER_EMAIL): the page then says so in place, with the address to use, rather than
 * in a toast that goes away.
 */
export function ParentInvitePage() {
  usePageTitle('Parent invitation');
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status, user, logout } = useSession();
  const { openLoginDialog } = useLoginDialog();
  const { enqueueSnackbar } = useSnackbar();
  const [accepting, setAccepting] = useState(false);
  /** The server's refusal of this account (another e-mail than the invited one), shown until they switch account. */
  const [otherEmail, setOtherEmail] = useState<{ message: string; signedInAs: string } | null>(null);
  const preview = useQuery({
    queryKey: ['parent-invite', token],
    queryFn: ({ signal }) => previewParentInvite(token, signal),
    retry: false,
    gcTime: 0,
  });

  const accept = async () => {
    setAccepting(true);
    try {
      await acceptParentInvite(token);
      enqueueSnackbar(`You are now linked to ${preview.data?.childFirstName ?? 'your child'}`, { variant: 'success' });
      navigate(DASHBOARD_PATH);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.ParentInviteOtherEmail)
        setOtherEmail({ message: error.message, signedInAs: user?.data.email ?? '' });
      else enqueueSnackbar(serverMessage(error), { variant: 'error' });
      setAccepting(false);
    }
  };
  // The invited address goes with the way back, masked as the page shows it, for the sign-up form to name.
  const invitedAs = preview.data?.sentTo;
  const signIn = () => {
    saveRedirect(pathname, { sentTo: invitedAs });
    void openLoginDialog();
  };
  /** Out of the account that was refused, and into the one of the invited address (back here after). */
  const switchAccount = async () => {
    await logout();
    setOtherEmail(null);
    signIn();
  };

  let body;
  if (preview.isPending || status === 'restoring') body = <PageLoader label="Loading the invitation" />;
  else if (preview.isError)
    body = (
      <Alert severity="warning" data-testid="parent-invite-invalid">
        {FAMILY_MESSAGES.inviteInvalid}
      </Alert>
    );
  else {
    const { childFirstName: name, sentTo } = preview.data;
    body = (
      <>
        <Typography sx={{ mb: 2 }} data-testid="parent-invite-intro">
          {name} invited you to follow their career guidance: their careers, progress and reports, and to buy careers
          for them.
        </Typography>
        <Typography sx={{ mb: 2 }} data-testid="parent-invite-sent-to">
          The invitation was sent to <strong>{sentTo}</strong>. Only the parent account with that e-mail can accept it.
        </Typography>
        {otherEmail && user ? (
          <Alert
            severity="warning"
            data-testid="parent-invite-other-email"
            action={
              <Button color="inherit" size="small" onClick={() => void switchAccount()}>
                Sign in with {sentTo}
              </Button>
            }
          >
            {otherEmail.message}
            {otherEmail.signedInAs ? ` You are signed in as ${otherEmail.signedInAs}.` : ''}
          </Alert>
        ) : !user ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={signIn} data-testid="parent-invite-sign-in">
              Sign in as a parent
            </Button>
            <Button
              component={RouterLink}
              to="/auth/signup?as=parent"
              onClick={() => saveRedirect(pathname, { sentTo: invitedAs })}
              variant="outlined"
              data-testid="parent-invite-sign-up"
            >
              Sign up as a parent
            </Button>
          </Box>
        ) : user.role !== 'parent' ? (
          <Alert severity="info" data-testid="parent-invite-wrong-account">
            You are signed in with an account that is not a parent's. Sign out, then sign in or sign up as a parent to
            accept.
          </Alert>
        ) : (
          <Button
            variant="contained"
            onClick={() => void accept()}
            disabled={accepting}
            data-testid="parent-invite-accept"
          >
            {accepting ? 'Accepting…' : `Accept and link to ${name}`}
          </Button>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} data-testid="parent-invite-page">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, mb: 2 }}>
          Parent invitation
        </Typography>
        {body}
      </Paper>
    </Container>
  );
}
