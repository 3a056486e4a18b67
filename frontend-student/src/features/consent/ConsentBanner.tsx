import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isMinor, type AuthUser } from '@app/contracts';
import { fetchConsentStatus } from '../../api/consent';
import { SEND_REQUEST } from './ConsentRequestDialog';
import { useConsentRequired } from './useConsentRequired';

export const CONSENT_STATUS_KEY = ['consent-status'] as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * The dashboard's word on a limited account: waiting for a parent (where the request went, until when), or the
 * way to ask one. Asked of the server only for a student whose birthdate makes them a minor; nothing for others.
 */
export function ConsentBanner({ user }: { user: AuthUser }) {
  const student = user.role === 'student' || user.role === 'campus_student';
  const asks = student && isMinor(user.data.birthdate);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: CONSENT_STATUS_KEY,
    queryFn: ({ signal }) => fetchConsentStatus(signal),
    enabled: asks,
  });
  const consent = useConsentRequired(() => void queryClient.invalidateQueries({ queryKey: CONSENT_STATUS_KEY }));
  const data = status.data;
  // Only a plain "not allowed" says anything: an answer of another shape (an old server) is taken for nothing to say.
  if (!asks || data?.allowed !== false || !Array.isArray(data.pending)) return null;
  const waiting = data.pending.length > 0;
  return (
    <>
      <Alert
        severity={waiting ? 'info' : 'warning'}
        sx={{ mb: 3 }}
        data-testid={waiting ? 'consent-pending' : 'consent-needed'}
        action={
          <Button color="inherit" size="small" onClick={consent.open}>
            {waiting ? 'Ask another parent' : SEND_REQUEST}
          </Button>
        }
      >
        {waiting
          ? `Waiting for your parent's consent: we sent the request to ${data.pending
              .map((p) => `${p.parentEmail} (until ${day(p.expiresAt)})`)
              .join(', ')}. Until then you can browse and keep careers in your cart.`
          : 'Your parent or guardian must agree before you can buy careers or take assessments, because you are under 18.'}
      </Alert>
      {consent.dialog}
    </>
  );
}
