import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { NO_MONEY_TAKEN, PAYMENT_FAILED } from './messages';

/**
 * The spec's payment alert ('Something went wrong, please try later'), as an in-page alert dialog rather than
 * window.alert: it cannot freeze the page under the payment window, and it reads well on phones.
 *
 * It opens once the payment window is closed, but it is stacked as high as Razorpay's own overlay
 * (CHECKOUT_Z_INDEX) all the same: opened later, it is later in the page and so above it, never behind.
 */
const CHECKOUT_Z_INDEX = 2147483647;

export function PaymentAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-describedby="payment-alert-text"
      data-testid="payment-alert"
      sx={{ zIndex: CHECKOUT_Z_INDEX }}
    >
      <DialogContent>
        <DialogContentText id="payment-alert-text">{PAYMENT_FAILED}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }} data-testid="payment-alert-no-charge">
          {NO_MONEY_TAKEN}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus data-testid="payment-alert-ok">
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
