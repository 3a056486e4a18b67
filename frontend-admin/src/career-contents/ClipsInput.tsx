import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  List,
  ListItemButton,
  ListItemText,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUpload';
import LibraryIcon from '@mui/icons-material/VideoLibrary';
import { CanAccess, useGetList, useInput, useNotify, useTranslate } from 'react-admin';
import type { AdminMedia } from '@app/contracts';
import { formatDateTime } from '../common/dates';
import { formatBytes } from '../common/fields';
import { useMediaUpload } from '../media/useMediaUpload';
import { clipMode, switchClipMode, type ClipMode } from './contentBody';

/** What the API takes as an assessment video; it reads the type from the content, this only narrows the picker. */
const VIDEO_TYPES = 'video/mp4,video/webm';
const PICKER_PAGE = 8;

type Clips = Record<string, string>;
/** A field's error as react-hook-form keeps it: its own message, and its sub-fields' errors by key. */
type ErrorTree = { message?: string } & Record<string, { message?: string } | undefined>;

/**
 * Seconds a clip plays, read from its metadata in the browser; undefined when that is not known (an address of
 * another site, which the site's policy would not load, a broken file, a stream without a length).
 */
export function measureClip(url: string, timeoutMs = 15_000): Promise<number | undefined> {
  if (!url.startsWith('/') || typeof document === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const done = (seconds?: number) => {
      clearTimeout(timer);
      video.onloadedmetadata = video.onerror = null;
      video.removeAttribute('src');
      resolve(seconds);
    };
    const timer = setTimeout(() => done(), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      done(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : undefined);
    video.onerror = () => done();
    video.src = url;
  });
}

/** Uploaded videos (GET /api/admin/media?filter={"kind":"video"}), newest first, searched by file name. */
function MediaPickerDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (url: string) => void;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    // The search waits for a pause in typing: one request per word, not per letter.
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, total, isPending, error } = useGetList<AdminMedia>(
    'media',
    {
      pagination: { page, perPage: PICKER_PAGE },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { kind: 'video', ...(q ? { q } : {}) },
    },
    { enabled: open },
  );
  const pages = Math.max(1, Math.ceil((total ?? 0) / PICKER_PAGE));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="clip-picker-title">
      <DialogTitle id="clip-picker-title">{translate('console.contents.clip_pick_title')}</DialogTitle>
      <DialogContent>
        <TextField
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={translate('console.contents.clip_search')}
          size="small"
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
        />
        {isPending ? (
          <Box sx={{ py: 3, textAlign: 'center' }}>
            <CircularProgress size={24} />
          </Box>
        ) : error ? (
          <Typography color="error" sx={{ py: 2 }}>
            {error instanceof Error ? error.message : translate('ra.notification.http_error')}
          </Typography>
        ) : !data?.length ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('console.contents.clip_none')}
          </Typography>
        ) : (
          <List dense data-testid="clip-picker-list">
            {data.map((media) => (
              <ListItemButton key={media.id} onClick={() => onPick(media.url)}>
                <ListItemText
                  primary={media.originalName}
                  secondary={`${formatBytes(media.bytes)} · ${formatDateTime(media.createdAt)}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {pages > 1 && (
          <>
            <MuiButton disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {translate('ra.navigation.previous')}
            </MuiButton>
            <Typography variant="body2" sx={{ mx: 1 }}>
              {translate('console.contents.clip_page', { page, pages })}
            </Typography>
            <MuiButton disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {translate('ra.navigation.next')}
            </MuiButton>
            <Box sx={{ flex: 1 }} />
          </>
        )}
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/**
 * One clip: its address (an upload's `/uploads/...` path, a `/media/...` one, or https), a button that uploads a
 * video (POST /api/admin/media) and one that picks an uploaded video, and a small player to check it.
 */
function ClipField({
  label,
  value,
  error,
  onChange,
  onChosen,
  testId,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
  /** A clip was uploaded or picked (not typed): its length can be read. */
  onChosen: (url: string) => void;
  testId: string;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);

  const choose = (url: string) => {
    onChange(url);
    onChosen(url);
  };
  const {
    picker: file,
    uploading,
    upload,
  } = useMediaUpload(({ url }, picked) => {
    choose(url);
    notify('console.media.uploaded', { type: 'success', messageArgs: { name: picked.name } });
  });

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', width: '100%' }}>
      <TextField
        value={value}
        onChange={(event) => onChange(event.target.value)}
        label={label}
        size="small"
        error={!!error}
        helperText={error ?? translate('console.contents.clip_hint')}
        sx={{ flex: '1 1 320px', minWidth: 0 }}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-url` } }}
      />
      <CanAccess resource="media" action="create">
        <input
          ref={file}
          type="file"
          accept={VIDEO_TYPES}
          hidden
          data-testid={`${testId}-file`}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <MuiButton
          variant="outlined"
          size="small"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={uploading}
          onClick={() => file.current?.click()}
          sx={{ mt: 0.5, whiteSpace: 'nowrap' }}
        >
          {translate('console.contents.clip_upload')}
        </MuiButton>
      </CanAccess>
      <CanAccess resource="media" action="list">
        <MuiButton
          variant="outlined"
          size="small"
          startIcon={<LibraryIcon />}
          onClick={() => setPicking(true)}
          sx={{ mt: 0.5, whiteSpace: 'nowrap' }}
        >
          {translate('console.contents.clip_pick')}
        </MuiButton>
        <MediaPickerDialog
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(url) => {
            setPicking(false);
            choose(url);
          }}
        />
      </CanAccess>
      {/* The site's own files only: the policy's media-src is 'self'. */}
      {value.startsWith('/') && (
        <Box
          component="video"
          src={value}
          preload="metadata"
          controls
          muted
          aria-label={label}
          sx={{ width: 160, height: 90, bgcolor: 'grey.900', borderRadius: 1 }}
        />
      )}
    </Box>
  );
}

const CLIP_KEYS: Record<ClipMode, readonly string[]> = { all: ['all'], gender: ['male', 'female'] };
const CLIP_LABELS: Record<string, string> = {
  all: 'console.contents.clip_all',
  male: 'console.contents.clip_male',
  female: 'console.contents.clip_female',
};

/**
 * A video step's clips and length: one clip for everyone, or one for boys and one for girls (students see the
 * one for them), and the seconds the clip plays, which the server waits for before it takes the video as
 * watched. Picking or uploading a clip fills the length in from the shortest of the step's clips.
 */
export function VideoClipsInput() {
  const translate = useTranslate();
  const { field: video, fieldState } = useInput({ source: 'content.video' });
  const { field: duration, fieldState: durationState } = useInput({ source: 'content.duration' });
  // The other mode's addresses, kept while the editor switches back and forth before saving.
  const kept = useRef<Clips>({});
  const clips: Clips = video.value && typeof video.value === 'object' ? (video.value as Clips) : {};
  const mode = clipMode(clips);
  const error = fieldState.error as ErrorTree | undefined;

  const setMode = (next: ClipMode) => {
    const switched = switchClipMode(clips, next, kept.current);
    kept.current = switched.kept;
    video.onChange(switched.video);
  };
  const measure = async (chosen: Clips) => {
    const urls = Object.values(chosen).filter((url) => typeof url === 'string' && url.startsWith('/'));
    const lengths = (await Promise.all(urls.map((url) => measureClip(url)))).filter(
      (seconds): seconds is number => seconds !== undefined,
    );
    // The shortest version, in whole seconds (never 0): the server then never waits longer than any clip plays.
    if (lengths.length) duration.onChange(Math.max(1, Math.floor(Math.min(...lengths))));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', mb: 1 }}>
      <RadioGroup
        row
        value={mode}
        onChange={(event) => setMode(event.target.value as ClipMode)}
        aria-label={translate('console.contents.clips')}
      >
        <FormControlLabel
          value="all"
          control={<Radio size="small" />}
          label={translate('console.contents.clips_all')}
        />
        <FormControlLabel
          value="gender"
          control={<Radio size="small" />}
          label={translate('console.contents.clips_gender')}
        />
      </RadioGroup>
      {CLIP_KEYS[mode].map((key) => (
        <ClipField
          key={key}
          label={translate(CLIP_LABELS[key])}
          value={clips[key] ?? ''}
          error={error?.[key]?.message}
          onChange={(url) => video.onChange({ ...clips, [key]: url })}
          onChosen={(url) => void measure({ ...clips, [key]: url })}
          testId={`clip-${key}`}
        />
      ))}
      {typeof error?.message === 'string' && <FormHelperText error>{error.message}</FormHelperText>}
      <TextField
        type="number"
        value={duration.value ?? ''}
        onChange={(event) => duration.onChange(event.target.value === '' ? null : Number(event.target.value))}
        onBlur={duration.onBlur}
        label={translate('console.contents.fields.duration')}
        size="small"
        error={!!durationState.error}
        helperText={durationState.error?.message ?? translate('console.contents.duration_hint')}
        sx={{ maxWidth: 320 }}
      />
    </Box>
  );
}
