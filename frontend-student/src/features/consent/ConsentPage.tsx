import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONSENT_MESSAGES, consentGrantSchema, type ConsentRequestView } from '@app/contracts';
import { fetchConsentRequest, grantConsent, refuseConsent } from '../../api/consent';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../components/usePageTitle';
import { saveRedirect } from '../auth/redirect';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';
import { ConsentDeclaration } from './ConsentDeclaration';

type Outcome = { kind: 'granted' | 'refused' } | null;

/**
 * /consent/{token}: the page a parent's e-mail links to. They sign in or sign up as a parent (the sign-in brings
 * them back here), state their own birthdate, read the notice and give or refuse consent for their child.
 */
export function ConsentPage() {
  usePageTitle('Parental consent');
  const { token = '' } = useParams();
  const request = useQuery({
    queryKey: ['consent-request', token],
    queryFn: ({ signal }) => fetchConsentRequest(token, signal),
  });
  const [outcome, setOutcome] = useState<Outcome>(null);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="consent-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
        Parental consent
      </Typography>
      {request.isPending ? (
        <PageLoader label="Loading the request" />
      ) : request.isError ? (
        <Alert severity="error" data-testid="consent-link-invalid">
          {serverMessage(request.error, CONSENT_MESSAGES.linkInvalid)}
        </Alert>
      ) : outcome ? (
        <Alert severity={outcome.kind === 'granted' ? 'success' : 'info'} data-testid={`consent-${outcome.kind}`}>
          {outcome.kind === 'granted'
            ? `Thank you. ${request.data.childFirstName} can now buy careers and take assessments. You can see their careers and reports from your dashboard, and withdraw consent at any time there (Manage).`
            : `You refused. ${request.data.childFirstName}'s account stays limited: they can browse and keep a cart, and nothing else is done with their data.`}
        </Alert>
      ) : (
        <Answer view={request.data} token={token} onDone={setOutcome} />
      )}
    </Container>
  );
}

function Answer({ view, token, onDone }: { view: ConsentRequestView; token: string; onDone: (o: Outcome) => void }) {
  const { status, user } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [birthdate, setBirthdate] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [read, setRead] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const intro = (
    <Typography sx={{ mb: 2 }}>
      <b>{view.childFirstName}</b> asked you, at {view.parentEmail}, to agree to our use of their personal data. They
      are under 18, so the law (DPDP Act, 2023) needs a parent’s or guardian’s consent first.
    </Typography>
  );

  if (status === 'restoring') return <PageLoader label="Checking your sign-in" />;
  if (status !== 'signedIn' || !user) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        {intro}
        <Typography sx={{ mb: 2 }}>
          Sign in, or sign up, as a parent with the e-mail address {view.parentEmail}. You come back to this page after.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            component={RouterLink}
            to="/auth/login"
            onClick={() => saveRedirect(here, { email: view.parentEmail })}
            data-testid="consent-login"
          >
            Sign in
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to="/auth/signup?as=parent"
            onClick={() => saveRedirect(here, { email: view.parentEmail })}
            data-testid="consent-signup"
          >
            Sign up as a parent
          </Button>
        </Box>
      </Paper>
    );
  }
  if (user.role !== 'parent') {
    return (
      <Alert severity="warning" data-testid="consent-parent-only">
        {CONSENT_MESSAGES.parentOnly} You are signed in as {user.data.username}.
      </Alert>
    );
  }

  const answer = async (kind: 'granted' | 'refused', event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    if (kind === 'granted') {
      const parsed = consentGrantSchema.safeParse({ birthdate });
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? 'Enter valid date of birth');
        return;
      }
      setFieldError(null);
    }
    setBusy(true);
    try {
      if (kind === 'granted') await grantConsent(token, birthdate);
      else await refuseConsent(token);
      onDone({ kind });
    } catch (error) {
      setFailure(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box component="form" onSubmit={(e: FormEvent) => void answer('granted', e)} noValidate>
        {intro}
        <ConsentDeclaration
          childFirstName={view.childFirstName}
          birthdate={birthdate}
          onBirthdate={setBirthdate}
          fieldError={fieldError}
          read={read}
          onRead={setRead}
          testIdPrefix="consent"
        />
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="consent-error">
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy || !read} data-testid="consent-grant">
            I give consent
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            disabled={busy}
            onClick={() => void answer('refused')}
            data-testid="consent-refuse"
          >
            I refuse
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
