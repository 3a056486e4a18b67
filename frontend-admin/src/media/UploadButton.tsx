import { CircularProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUpload';
import { Button, CanAccess, useNotify, useRefresh } from 'react-admin';
import { useMediaUpload } from './useMediaUpload';

/** What the API stores: logos (PNG, JPEG, WebP, SVG up to 1 MB) and assessment videos (MP4, WebM up to 200 MB). */
const MEDIA_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml,video/mp4,video/webm';

/** Uploads one file (POST /api/admin/media, multipart `file`) and shows it at the top of the list. */
export function UploadButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const { picker, uploading, upload } = useMediaUpload((_, file) => {
    notify('console.media.uploaded', { type: 'success', messageArgs: { name: file.name } });
    refresh();
  });

  return (
    <CanAccess resource="media" action="create">
      <input
        ref={picker}
        type="file"
        accept={MEDIA_TYPES}
        hidden
        data-testid="media-file"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button label="console.media.upload" disabled={uploading} onClick={() => picker.current?.click()}>
        {uploading ? <CircularProgress size={16} /> : <UploadIcon />}
      </Button>
    </CanAccess>
  );
}
