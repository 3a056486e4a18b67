import { useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminMedia } from '@app/contracts';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * One upload through POST /api/admin/media from a hidden file input: the input's ref, whether an upload is under
 * way, and the function its change event calls. A refusal (413 too large, 415 or 400 a wrong type or a broken
 * file) shows the API's own message; the input is emptied either way, so the same file can be chosen again.
 */
export function useMediaUpload(onUploaded: (media: Pick<AdminMedia, 'id' | 'url'>, file: File) => void) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await dataProvider.upload(file), file);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

  return { picker, uploading, upload };
}
