import { lazy } from 'react';
import MediaIcon from '@mui/icons-material/PermMedia';

// Uploads are made from the list's button (multipart), never through a create form.
export default {
  list: lazy(() => import('./MediaList')),
  show: lazy(() => import('./MediaShow')),
  icon: MediaIcon,
  recordRepresentation: 'originalName',
};
