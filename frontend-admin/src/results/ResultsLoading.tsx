import { Alert, Button, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The results pages' first load (a progress bar) and a failed one (an error with Try again). */
export function ResultsLoading(props: { loading: boolean; loaded: boolean; error: unknown; reload: () => void }) {
  const translate = useTranslate();
  return (
    <>
      {props.loading && !props.loaded && (
        <LinearProgress sx={{ mt: 1 }} aria-label={translate('console.results.loading')} />
      )}
      {props.error && !props.loading ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={props.reload}>
              {translate('console.results.retry')}
            </Button>
          }
        >
          {translate('console.results.error')}
        </Alert>
      ) : null}
    </>
  );
}
