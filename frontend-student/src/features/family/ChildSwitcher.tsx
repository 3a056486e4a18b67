import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ParentChild } from '@app/contracts';
import { fetchParentLinks, unlinkChild } from '../../api/family';
import { useSnackbar } from '../../components/snackbar';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';
import { WithdrawConsentButton } from '../consent/WithdrawConsentButton';
import { ConfirmDialog } from './ConfirmDialog';
import { LinkChildForm } from './LinkChildForm';
import { childrenKey, useViewedChild } from './viewedChild';

const SELF = '';
const fullName = (c: Pick<ParentChild, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`.trim();
const label = (c: ParentChild) => fullName(c) + (c.class ? ` (class ${c.class})` : '');

/** The parent's children and requests still waiting, with Unlink and Cancel. */
function ManageChildren({ onChanged }: { onChanged: () => void }) {
  const { user } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const queryKey = ['parent', user?.user_id ?? '', 'links'];
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetchParentLinks(signal), gcTime: 0 });
  const queryClient = useQueryClient();
  const [unlinking, setUnlinking] = useState<{ linkId: string; name: string } | null>(null);
  const unlink = useMutation({
    mutationFn: (linkId: string) => unlinkChild(linkId),
    onSuccess: () => {
      enqueueSnackbar('Unlinked', { variant: 'success' });
      setUnlinking(null);
      void queryClient.invalidateQueries({ queryKey });
      onChanged();
    },
    onError: (error) => enqueueSnackbar(serverMessage(error), { variant: 'error' }),
  });
  if (query.isPending) return <CircularProgress size={20} aria-label="Loading your links" />;
  if (query.isError) return <Alert severity="error">Your links could not be loaded.</Alert>;
  const rows = [
    ...(query.data.children ?? []).map((c) => ({
      linkId: c.linkId,
      child: { id: c.userId, name: fullName(c) },
      name: label(c),
      note: 'Linked',
      action: 'Unlink',
    })),
    ...(query.data.pending ?? []).map((p) => ({
      linkId: p.linkId,
      child: undefined,
      name: p.requestedAs,
      note: 'Waiting for them to accept',
      action: 'Cancel request',
    })),
  ];
  if (rows.length === 0) return <Typography color="text.secondary">No children linked or asked yet.</Typography>;
  return (
    <Box component="ul" aria-label="Your children" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="manage-children">
      {rows.map((r) => (
        <Box
          component="li"
          key={r.linkId}
          data-testid="managed-child"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            py: 0.5,
          }}
        >
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {r.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              — {r.note}
            </Typography>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {r.child && <WithdrawConsentButton childId={r.child.id} name={r.child.name} />}
            <Button
              size="small"
              color="error"
              onClick={() => setUnlinking({ linkId: r.linkId, name: r.name })}
              aria-label={`${r.action}: ${r.name}`}
            >
              {r.action}
            </Button>
          </Box>
        </Box>
      ))}
      <ConfirmDialog
        open={unlinking !== null}
        title="Unlink?"
        text={`You will no longer see ${unlinking?.name ?? 'this child'}'s careers and reports.`}
        confirm="Unlink"
        busy={unlink.isPending}
        onConfirm={() => unlinking && unlink.mutate(unlinking.linkId)}
        onClose={() => setUnlinking(null)}
      />
    </Box>
  );
}

/**
 * A parent's bar above the student area: whose data it shows (a linked child, read-only, or their own account), "Link
 * a child", and the children to manage. A native select: the phone's own picker, and the keyboard as usual.
 */
export function ChildSwitcher() {
  const viewed = useViewedChild();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [panel, setPanel] = useState<'none' | 'link' | 'manage'>('none');
  if (!viewed) return null;
  const changed = () => void queryClient.invalidateQueries({ queryKey: childrenKey(user?.user_id) });
  const toggle = (next: 'link' | 'manage') => setPanel((open) => (open === next ? 'none' : next));
  const { children, child } = viewed;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }} data-testid="child-switcher">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {children.status === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-label="Loading your children" />
          </Box>
        ) : children.status === 'failed' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="child-switcher-failed">
            <Typography>Your children could not be loaded.</Typography>
            <Button size="small" variant="outlined" onClick={viewed.reload}>
              Try again
            </Button>
          </Box>
        ) : children.data.length === 0 ? (
          <Typography data-testid="child-switcher-empty">
            No child is linked yet. Link your child to see their careers and reports.
          </Typography>
        ) : (
          <TextField
            select
            size="small"
            label="Viewing"
            value={child?.userId ?? SELF}
            onChange={(event) => viewed.select(event.target.value || null)}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'child-switcher-select' } }}
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            {children.data.map((c) => (
              <option key={c.userId} value={c.userId}>
                {label(c)}
              </option>
            ))}
            <option value={SELF}>My own account</option>
          </TextField>
        )}
        <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
          <Button
            variant={panel === 'link' ? 'contained' : 'outlined'}
            size="small"
            onClick={() => toggle('link')}
            aria-expanded={panel === 'link'}
            data-testid="link-child-open"
          >
            Link a child
          </Button>
          <Button size="small" onClick={() => toggle('manage')} aria-expanded={panel === 'manage'}>
            Manage
          </Button>
        </Box>
      </Box>
      {child && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="child-switcher-note">
          You are seeing {child.firstName}'s careers and reports. Only {child.firstName} can take a test.
        </Typography>
      )}
      <Collapse in={panel === 'link'} unmountOnExit>
        <Box sx={{ mt: 2 }}>
          <LinkChildForm onSent={changed} />
        </Box>
      </Collapse>
      <Collapse in={panel === 'manage'} unmountOnExit>
        <Box sx={{ mt: 2 }}>
          <ManageChildren onChanged={changed} />
        </Box>
      </Collapse>
    </Paper>
  );
}
