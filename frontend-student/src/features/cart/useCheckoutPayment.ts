import { useState } from 'react';
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
 * end. A payment that cannot be recorded is the payment toast; a failed one, or a checkout script that does not
 * load, is the payment alert (`paymentAlert`, the props of <PaymentAlert>); closing the checkout ends the paying.
 */
export function useCheckoutPayment() {
  const { enqueueSnackbar } = useSnackbar();
  const [paying, setPaying] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);

  const payOnline = async (order: CheckoutOrder, buyer: CheckoutBuyer, description: string, steps: Steps) => {
    try {
      await openCheckout(order, buyer, description, {
        paid: (response) => {
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
        failed: () => setAlertOpen(true),
        dismissed: () => setPaying(false),
      });
    } catch {
      // The checkout script did not load.
      setAlertOpen(true);
      setPaying(false);
    }
  };

  return { paying, setPaying, payOnline, paymentAlert: { open: alertOpen, onClose: () => setAlertOpen(false) } };
}
