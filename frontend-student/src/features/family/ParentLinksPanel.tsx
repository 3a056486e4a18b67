import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudentParentLinksResponse } from '@app/contracts';
import { answerParentLink, cancelParentInvite, fetchStudentParentLinks, unlinkParent } from '../../api/family';
import { useSnackbar } from '../../components/snackbar';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { InviteParentForm } from './InviteParentForm';

const DONE = {
  accept: 'Parent linked',
  decline: 'Request declined',
  unlink: 'Parent unlinked',
  withdraw: 'Invitation withdrawn',
} as const;

const list = <T,>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** An answer missing its lists (an older API) is read as none. */
const load = (signal: AbortSignal): Promise<StudentParentLinksResponse> =>
  fetchStudentParentLinks(signal).then((d) => ({
    parents: list(d?.parents),
    pending: list(d?.pending),
    invites: list(d?.invites),
  }));

function Row({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * On a student's dashboard: parents' link requests to accept or decline, the linked parents (Unlink), and "Invite a
 * parent" by e-mail with the invitations still open (Withdraw).
 */
export function ParentLinksPanel() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const queryKey = ['student', user?.user_id ?? '', 'parent-links'];
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), enabled: Boolean(user), gcTime: 0 });
  const [unlinking, setUnlinking] = useState<{ linkId: string; name: string } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const act = useMutation({
    mutationFn: ({ kind, id }: { kind: 'accept' | 'decline' | 'unlink' | 'withdraw'; id: string }) =>
      kind === 'unlink' ? unlinkParent(id) : kind === 'withdraw' ? cancelParentInvite(id) : answerParentLink(id, kind),
    onSuccess: (_answer, { kind }) => {
      enqueueSnackbar(DONE[kind], { variant: 'success' });
      setUnlinking(null);
      refresh();
    },
    onError: (error) => enqueueSnackbar(serverMessage(error), { variant: 'error' }),
  });
  const busy = act.isPending;
  const data = query.data;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="your-parents"
      data-testid="parent-links"
      sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}
    >
      <Typography id="your-parents" variant="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.35rem' }, mb: 1 }}>
        Your parents
      </Typography>
      {query.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          <CircularProgress size={20} aria-label="Loading your parents" />
        </Box>
      ) : query.isError || !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="parent-links-failed">
          <Typography>Your parents could not be loaded.</Typography>
          <Button variant="outlined" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Box>
      ) : (
        <>
          {data.pending.length > 0 && (
            <Box component="ul" aria-label="Link requests" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
              {data.pending.map((p) => (
                <Row key={p.linkId} testId="parent-request">
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{fullName(p)}</strong> ({p.email}) asks to link as your parent
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={busy}
                      onClick={() => act.mutate({ kind: 'accept', id: p.linkId })}
                      aria-label={`Accept ${fullName(p)}`}
                      data-testid="parent-request-accept"
                    >
                      Accept
                    </Button>
                    <Button
                      variant="outlined"
                      size="small"
                      disabled={busy}
                      onClick={() => act.mutate({ kind: 'decline', id: p.linkId })}
                      aria-label={`Decline ${fullName(p)}`}
                      data-testid="parent-request-decline"
                    >
                      Decline
                    </Button>
                  </Box>
                </Row>
              ))}
            </Box>
          )}
          {data.parents.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="parent-links-empty">
              No parent is linked yet. A linked parent can see your careers and reports, and buy careers for you.
            </Typography>
          ) : (
            <Box component="ul" aria-label="Linked parents" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
              {data.parents.map((p) => (
                <Row key={p.linkId} testId="linked-parent">
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {fullName(p)} ({p.email})
                  </Typography>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => setUnlinking({ linkId: p.linkId, name: fullName(p) })}
                    aria-label={`Unlink ${fullName(p)}`}
                    data-testid="linked-parent-unlink"
                  >
                    Unlink
                  </Button>
                </Row>
              ))}
            </Box>
          )}
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
            Invite a parent
          </Typography>
          <InviteParentForm onSent={refresh} />
          {data.invites.length > 0 && (
            <Box component="ul" aria-label="Invitations sent" sx={{ listStyle: 'none', m: 0, p: 0, mt: 2 }}>
              {data.invites.map((i) => (
                <Row key={i.inviteId} testId="parent-invite">
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    Invited {i.email}, waiting for them to accept
                  </Typography>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => act.mutate({ kind: 'withdraw', id: i.inviteId })}
                    aria-label={`Withdraw the invitation to ${i.email}`}
                    data-testid="parent-invite-withdraw"
                  >
                    Withdraw
                  </Button>
                </Row>
              ))}
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        title="Unlink this parent?"
        text={`${unlinking?.name ?? 'They'} will no longer see your careers and reports. They can ask to link again later.`}
        confirm="Unlink"
        busy={busy}
        onConfirm={() => unlinking && act.mutate({ kind: 'unlink', id: unlinking.linkId })}
        onClose={() => setUnlinking(null)}
      />
    </Paper>
  );
}
