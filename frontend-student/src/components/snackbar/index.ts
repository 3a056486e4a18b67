export { SnackbarProvider, SNACKBAR_DEFAULTS } from './SnackbarProvider';
// The app calls notistack's own hook: enqueueSnackbar(message, { variant, autoHideDuration, anchorOrigin }).
export { useSnackbar, type OptionsObject as SnackbarOptions } from 'notistack';
