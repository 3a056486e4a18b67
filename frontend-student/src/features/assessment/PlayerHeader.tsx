import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { QueueStatus } from './submitQueue';

/**
 * The career, the step count, whether answers are being saved, and the way out (asks first). One compact row, so
 * a phone keeps its height for the question: the name gives way (ellipsis) before anything wraps.
 */
export function PlayerHeader({
  name,
  position,
  total,
  status,
  onLeave,
}: {
  name: string;
  position: number | null;
  total: number;
  status: QueueStatus;
  onLeave?: () => void;
}) {
  const saving = status.pending > 0;
  return (
    <Box component="header" sx={{ mb: { xs: 1, sm: 2 } }} data-testid="assessment-header">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: { xs: 1, sm: 2 },
          rowGap: 1,
          // Closer to the leave hint under it: a 360 x 640 phone keeps a rating's five options and Next on screen.
          mb: onLeave ? 0.5 : 1,
        }}
      >
        {onLeave && (
          // It ends the test (after asking): it looks like it, and is a real button in the tab order.
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogoutIcon />}
            onClick={onLeave}
            data-testid="leave-test"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            Leave test
          </Button>
        )}
        <Typography
          component="p"
          title={name}
          sx={{
            fontWeight: 700,
            flex: '1 1 0',
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
          data-testid="assessment-career"
        >
          {name}
        </Typography>
        <Box
          aria-live="polite"
          data-testid="save-status"
          data-state={saving ? (status.offline ? 'offline' : 'saving') : 'idle'}
        >
          {saving && status.offline && (
            <Chip icon={<CloudOffIcon />} color="warning" size="small" label="Offline, your answers are kept" />
          )}
          {saving && !status.offline && (
            <Chip aria-hidden size="small" variant="outlined" icon={<CircularProgress size={12} />} label="Saving…" />
          )}
        </Box>
        {position !== null && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'nowrap' }}
            data-testid="assessment-step"
          >
            Step {position} of {total}
          </Typography>
        )}
      </Box>
      {onLeave && (
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ mb: { xs: 0.5, sm: 1 }, lineHeight: 1.4 }}
          data-testid="leave-hint"
        >
          The site's menus are paused during the test. To leave it, use Leave test.
        </Typography>
      )}
      {position !== null && (
        <LinearProgress
          variant="determinate"
          value={total ? ((position - 1) / total) * 100 : 0}
          aria-label="Test progress"
          sx={{ height: 6, borderRadius: 3 }}
        />
      )}
    </Box>
  );
}
