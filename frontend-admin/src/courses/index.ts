import { lazy } from 'react';
import CourseIcon from '@mui/icons-material/School';

// The certification course is one record: staff edit it, never create or delete one.
export default {
  list: lazy(() => import('./CourseList')),
  edit: lazy(() => import('./CourseEdit')),
  icon: CourseIcon,
  recordRepresentation: 'title',
};
