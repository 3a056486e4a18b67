import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading screen shown while a page or its data loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="page-loader"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
