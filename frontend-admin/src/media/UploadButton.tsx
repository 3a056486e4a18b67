import { useRef, useState } from 'react';
import { CircularProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUpload';
import { Button, CanAccess, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/** What the API stores: logos (PNG, JPEG, WebP, SVG up to 1 MB) and assessment videos (MP4, WebM up to 200 MB). */
const MEDIA_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml,video/mp4,video/webm';

/** Uploads one file (POST /api/admin/media, multipart `file`) and shows it at the top of the list. */
export function UploadButton() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      await dataProvider.upload(file);
      notify('console.media.uploaded', { type: 'success', messageArgs: { name: file.name } });
      refresh();
    } catch (error) {
      // Too large (413), a refused type or a broken file (4xx): the API's own message.
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

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
