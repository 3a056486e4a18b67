import { lazy } from 'react';
import ContentIcon from '@mui/icons-material/Quiz';

// The pages load when first opened: the console's first load (the sign-in page) carries none of them.
export default {
  list: lazy(() => import('./ContentList')),
  create: lazy(() => import('./ContentCreate')),
  edit: lazy(() => import('./ContentEdit')),
  icon: ContentIcon,
  recordRepresentation: 'careerName',
};
