import { useRef, useState } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { PAYMENT_FAILED, PAYMENT_FAILED_TOAST, refundedMessage } from './messages';
import { openCheckout, type CheckoutBuyer, type CheckoutOrder, type RazorpayResponse } from './razorpay';

interface Steps {
  /** Records the payment with the server (the fields Razorpay's handler hands over). */
  record: (response: RazorpayResponse) => Promise<unknown>;
  /** What follows a recorded payment (the enrolment, the confirmation). */
  then: () => void | Promise<void>;
}

/**
 * The payment step the checkout pages share: `paying` for their buttons, and the Razorpay checkout followed to its
 * end. A payment that cannot be recorded is the payment toast; a checkout script that does not load is the payment
 * alert (`paymentAlert`, the props of <PaymentAlert>); closing the checkout ends the paying.
 *
 * A failed attempt (`payment.failed`) says nothing at once: Razorpay's checkout stays open, says "Payment failed"
 * itself and offers a retry, and a dialog of ours would sit behind it (issue 24). Only when the checkout is then
 * closed without a payment does the alert show, once however many attempts failed.
 */
export function useCheckoutPayment() {
  const { enqueueSnackbar } = useSnackbar();
  const [paying, setPaying] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  // Whether an attempt in the checkout now open failed; told when it closes.
  const failedAttempt = useRef(false);

  const payOnline = async (order: CheckoutOrder, buyer: CheckoutBuyer, description: string, steps: Steps) => {
    failedAttempt.current = false;
    try {
      await openCheckout(order, buyer, description, {
        paid: (response) => {
          // A retry that succeeded: the failure before it is nothing to tell.
          failedAttempt.current = false;
          void (async () => {
            try {
              await steps.record(response);
            } catch (error) {
              // A payment for a replaced order, for something owned already or of another amount is being refunded,
              // or Razorpay could not be asked about it yet: say so.
              enqueueSnackbar(refundedMessage(error) ?? PAYMENT_FAILED, PAYMENT_FAILED_TOAST);
              setPaying(false);
              return;
            }
            await steps.then();
          })();
        },
        failed: () => {
          failedAttempt.current = true;
        },
        dismissed: () => {
          setPaying(false);
          if (failedAttempt.current) setAlertOpen(true);
          failedAttempt.current = false;
        },
      });
    } catch {
      // The checkout script did not load.
      setAlertOpen(true);
      setPaying(false);
    }
  };

  return { paying, setPaying, payOnline, paymentAlert: { open: alertOpen, onClose: () => setAlertOpen(false) } };
}
