import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DataAccessEntry, DataExport } from '@app/contracts';
import {
  cancelErasure,
  downloadExport,
  fetchDataAccess,
  fetchLatestExport,
  fetchPendingErasure,
  requestErasure,
  startExport,
} from '../../api/privacy';
import { useSnackbar } from '../../components/snackbar';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';
import { saveFile } from '../student/saveFile';
import { YOUR_DATA } from './messages';

/** While an export is being built, the page looks again this often (the mail says so too). */
const PENDING_POLL_MS = 5000;

// Dated in India's time, as the mails date them: e.g. 21 Nov 2026, 3:05 pm.
const WHEN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : '');

const ROLE_LABELS: Record<string, string> = {
  admin: 'Administrator',
  counsellor: 'Counsellor',
  school_admin: 'School administrator',
  content_editor: 'Content editor',
};

/** How the erasure part speaks: to the account's owner, or to a parent about their child. */
export interface ErasureWords {
  start: string;
  confirmTitle: string;
  intro: string;
  confirm: string;
  keep: string;
  /** Words of its own for the pending request (else the server's), given its date. */
  pending?: (on: string) => string;
  /** Words of its own once cancelled (else the server's). */
  cancelled?: string;
}

/** How the staff reads part speaks: of the user's own data, or of their child's. */
export interface AccessWords {
  heading: string;
  none: string;
  what: Readonly<Record<string, string>>;
}

const OWN_ERASURE: ErasureWords = {
  start: YOUR_DATA.erasureStart,
  confirmTitle: YOUR_DATA.erasureConfirmTitle,
  intro: YOUR_DATA.erasureIntro,
  confirm: YOUR_DATA.erasureConfirm,
  keep: YOUR_DATA.erasureKeep,
};
const OWN_ACCESS: AccessWords = {
  heading: YOUR_DATA.accessHeading,
  none: YOUR_DATA.accessNone,
  what: YOUR_DATA.accessWhat,
};

/** A child's key part: a parent's calls for a child are cached apart from their own. */
const subjectKey = (childId: string | undefined) => childId ?? 'self';

export function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} data-testid={testId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ExportPart({ userKey }: { userKey: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const queryKey = ['privacy', userKey, subjectKey(undefined), 'export'];
  const latest = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchLatestExport(signal),
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? PENDING_POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: startExport,
    onSuccess: (made: DataExport) => client.setQueryData(queryKey, { export: made }),
    onError: (error) => enqueueSnackbar(serverMessage(error), { variant: 'error' }),
  });
  const [downloading, setDownloading] = useState(false);
  const current = latest.data?.export ?? null;

  const download = async (id: string) => {
    setDownloading(true);
    try {
      const { blob, filename } = await downloadExport(id);
      saveFile(blob, filename ?? 'my-data.zip');
    } catch (error) {
      enqueueSnackbar(serverMessage(error, YOUR_DATA.downloadFailed), { variant: 'error' });
      void latest.refetch();
    } finally {
      setDownloading(false);
    }
  };

  if (latest.isError) return <Alert severity="error">{YOUR_DATA.loadFailed}</Alert>;
  if (!latest.data) return <Typography color="text.secondary">Loading…</Typography>;
  const startButton = (label: string) => (
    <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending} data-testid="export-start">
      {label}
    </Button>
  );
  if (current?.status === 'pending')
    return (
      <Alert severity="info" data-testid="export-pending">
        {YOUR_DATA.exportPending}
      </Alert>
    );
  if (current?.status === 'ready')
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="success" data-testid="export-ready">
          {YOUR_DATA.exportReady(when(current.expiresAt))}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => download(current.id)}
            disabled={downloading}
            data-testid="export-download"
          >
            {downloading ? 'Downloading…' : YOUR_DATA.exportDownload}
          </Button>
        </Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {current?.status === 'failed' && <Alert severity="warning">{YOUR_DATA.exportFailed}</Alert>}
      {current?.status === 'expired' && <Alert severity="info">{YOUR_DATA.exportExpired}</Alert>}
      {startButton(current ? YOUR_DATA.exportAgain : YOUR_DATA.exportStart)}
    </Box>
  );
}

/** Erasure of the user's own account, or with `childId` of a linked child's (a parent's call). */
export function ErasurePart({
  userKey,
  childId,
  words = OWN_ERASURE,
}: {
  userKey: string;
  childId?: string;
  words?: ErasureWords;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const titleId = useId();
  const queryKey = ['privacy', userKey, subjectKey(childId), 'erasure'];
  const pending = useQuery({ queryKey, queryFn: ({ signal }) => fetchPendingErasure(childId, signal), gcTime: 0 });
  const [confirming, setConfirming] = useState(false);
  const ask = useMutation({
    mutationFn: () => requestErasure(childId),
    onSuccess: (erasure) => {
      setConfirming(false);
      client.setQueryData(queryKey, { erasure });
    },
    onError: (error) => enqueueSnackbar(serverMessage(error), { variant: 'error' }),
  });
  const cancel = useMutation({
    mutationFn: () => cancelErasure(childId),
    onSuccess: (cancelled) => {
      client.setQueryData(queryKey, { erasure: null });
      enqueueSnackbar(words.cancelled ?? cancelled.message, { variant: 'success' });
    },
    onError: (error) => enqueueSnackbar(serverMessage(error), { variant: 'error' }),
  });

  if (pending.isError) return <Alert severity="error">{YOUR_DATA.loadFailed}</Alert>;
  if (!pending.data) return <Typography color="text.secondary">Loading…</Typography>;
  const erasure = pending.data.erasure;
  if (erasure)
    return (
      <Alert
        severity="warning"
        data-testid="erasure-pending"
        action={
          <Button color="inherit" size="small" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {YOUR_DATA.erasureCancel}
          </Button>
        }
      >
        {words.pending ? words.pending(when(erasure.eraseAt)) : erasure.message}
      </Alert>
    );
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)} data-testid="erasure-start">
        {words.start}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{words.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{words.intro}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{words.keep}</Button>
          <Button color="error" variant="contained" onClick={() => ask.mutate()} disabled={ask.isPending}>
            {words.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function AccessRow({ entry, what }: { entry: DataAccessEntry; what: AccessWords['what'] }) {
  return (
    <Box component="li" data-testid="data-access-entry" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        {what[entry.resource] ?? entry.resource} · {entry.staffName} ({ROLE_LABELS[entry.role] ?? entry.role})
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {when(entry.at)}
      </Typography>
    </Box>
  );
}

/** Staff reads of the user's own data, or with `childId` of a linked child's (a parent's call). */
export function AccessPart({
  userKey,
  childId,
  words = OWN_ACCESS,
}: {
  userKey: string;
  childId?: string;
  words?: AccessWords;
}) {
  const access = useQuery({
    queryKey: ['privacy', userKey, subjectKey(childId), 'data-access'],
    queryFn: ({ signal }) => fetchDataAccess(childId, signal),
    gcTime: 0,
  });
  if (access.isError) return <Alert severity="error">{YOUR_DATA.loadFailed}</Alert>;
  if (!access.data) return <Typography color="text.secondary">Loading…</Typography>;
  if (access.data.entries.length === 0) return <Typography color="text.secondary">{words.none}</Typography>;
  return (
    <Box component="ul" aria-label={words.heading} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {access.data.entries.map((entry, i) => (
        <AccessRow key={`${entry.at}-${i}`} entry={entry} what={words.what} />
      ))}
    </Box>
  );
}

/**
 * The account's data rights: a copy of the data, deleting the account, and who among staff looked at it; then
 * `children`, the sections a parent has for each linked child.
 */
export function YourDataSection({ children }: { children?: React.ReactNode }) {
  const { user } = useSession();
  // Every cache key names the user: nobody sees another's state in a shared browser.
  const userKey = user?.user_id ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="your-data">
      <Section title={YOUR_DATA.exportHeading} testId="your-data-export">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {user?.role === 'parent' ? YOUR_DATA.exportIntroParent : YOUR_DATA.exportIntro}
        </Typography>
        <ExportPart userKey={userKey} />
      </Section>
      <Section title={YOUR_DATA.erasureHeading} testId="your-data-erasure">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {YOUR_DATA.erasureIntro}
        </Typography>
        <ErasurePart userKey={userKey} />
      </Section>
      <Section title={YOUR_DATA.accessHeading} testId="your-data-access">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {YOUR_DATA.accessIntro}
        </Typography>
        <AccessPart userKey={userKey} />
      </Section>
      {children}
    </Box>
  );
}
