export { SnackbarProvider } from './SnackbarProvider';
export { useSnackbar, SNACKBAR_DEFAULTS } from './context';
export type { SnackbarOptions, SnackbarAnchor, SnackbarVariant } from './context';
