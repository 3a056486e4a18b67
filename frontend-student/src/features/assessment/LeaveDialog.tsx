import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LeaveOutcome } from '@app/contracts';

/**
 * The spec's back-navigation warning ('re buy' written 'buy again'), for a bought career; a campus student cannot
 * buy, and their school's career is theirs to take again from the start.
 */
export const LEAVE_WARNINGS: Record<LeaveOutcome, string> = {
  buy_again: 'You will lose all the data and will need to buy again to take this career.',
  retake:
    'You will lose all the data of this attempt. The career stays in My Careers, and you can take the test again from the start.',
};

export function LeaveDialog({
  open,
  leaving,
  outcome,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  leaving: boolean;
  /** What leaving does to the career (the content says); until it is known, the bought career's warning. */
  outcome: LeaveOutcome | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={leaving ? undefined : onCancel}
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      data-testid="leave-dialog"
    >
      <DialogTitle id="leave-dialog-title">Leave the test?</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-dialog-text" data-outcome={outcome ?? 'buy_again'}>
          {LEAVE_WARNINGS[outcome ?? 'buy_again']}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The safe choice has the focus. */}
        <Button onClick={onCancel} disabled={leaving} autoFocus data-testid="leave-cancel">
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={leaving}
          startIcon={leaving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="leave-confirm"
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
