import { lazy } from 'react';
import FieldIcon from '@mui/icons-material/Category';

export default {
  list: lazy(() => import('./FieldList')),
  create: lazy(() => import('./FieldCreate')),
  edit: lazy(() => import('./FieldEdit')),
  show: lazy(() => import('./FieldShow')),
  icon: FieldIcon,
  recordRepresentation: 'name',
};
