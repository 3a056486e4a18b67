import { useRecordContext } from 'react-admin';
import type { AdminMedia } from '@app/contracts';

/** A thumbnail of an image, or a small player for a video (both the site's own files). */
export function MediaPreview({ size = 48 }: { size?: number; label?: string }) {
  const record = useRecordContext<AdminMedia>();
  if (!record?.url?.startsWith('/')) return null;
  if (record.kind === 'video')
    return <video src={record.url} width={size * 2} height={size} preload="metadata" controls={size > 48} muted />;
  return <img src={record.url} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
}
