import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The spec's back-navigation warning. */
export const LEAVE_WARNING = 'You will lose all the data and will need to re buy to take this career.';

export function LeaveDialog({
  open,
  leaving,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  leaving: boolean;
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
        <DialogContentText id="leave-dialog-text">{LEAVE_WARNING}</DialogContentText>
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
