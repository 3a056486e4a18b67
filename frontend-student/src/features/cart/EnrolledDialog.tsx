import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CartItem } from './cartContext';

/**
 * The spec's 'Careers already enrolled' dialog: the cart careers the user already has. Confirm removes them from
 * the cart; Cancel (when offered) keeps the cart as it is.
 */
export function EnrolledDialog({
  items,
  busy = false,
  onConfirm,
  onCancel,
}: {
  /** Null when closed. */
  items: CartItem[] | null;
  busy?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}) {
  return (
    <Dialog
      open={items !== null}
      onClose={onCancel ?? (busy ? undefined : onConfirm)}
      aria-labelledby="enrolled-dialog-title"
      data-testid="enrolled-dialog"
    >
      <DialogTitle id="enrolled-dialog-title">Careers already enrolled</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          These careers are already enrolled in your account and will be removed from your cart:
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {(items ?? []).map((item) => (
            <li key={item.id} data-testid="enrolled-item">
              {item.name}
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {onCancel && (
          <Button onClick={onCancel} data-testid="enrolled-cancel">
            Cancel
          </Button>
        )}
        <Button variant="contained" onClick={onConfirm} disabled={busy} data-testid="enrolled-confirm" autoFocus>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
