import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupees, knownBillingState, PAYMENT_MESSAGES, type AuthUser } from '@app/contracts';
import { ApiError } from '../../api/client';
import { createOrder, finaliseEnrolment, savePayment } from '../../api/commerce';
import { BillingStateField } from '../../components/BillingStateField';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { DASHBOARD_PATH } from '../../app/navItems';
import { useLoginDialog } from '../auth/dialogs';
import { useSession } from '../auth/session';
import { CartItemRow } from './CartItemRow';
import { cartAmounts, useCart } from './cartContext';
import { ENROLLED, PAYMENT_FAILED, PAYMENT_FAILED_TOAST, SOMETHING_WRONG, serverMessage } from './messages';
import { PaymentAlert } from './PaymentAlert';
import { openCheckout } from './razorpay';

/** How long the enrolment is polled after a payment, and how often. */
export const ENROL_POLL = { timeoutMs: 20_000, intervalMs: 1000 };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** /checkout (spec sections 2 and 4): number of careers, careers amount, GST (18%), total, and the payment. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { status, user } = useSession();
  const cart = useCart();
  const { openLoginDialog } = useLoginDialog();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [paymentAlert, setPaymentAlert] = useState(false);
  // The buyer's state for the GST invoice, asked only when the profile names none (parents, Google sign-ins).
  const [billingState, setBillingState] = useState('');
  const [billingError, setBillingError] = useState<string>();
  const done = useRef(false);
  const asked = useRef(false);

  // Guarded: a visitor is asked to log in, or goes back to the cart.
  useEffect(() => {
    if (status !== 'signedOut' || asked.current) return;
    asked.current = true;
    void openLoginDialog().then((ok) => {
      if (!ok) navigate('/cart', { replace: true });
    });
  }, [status, openLoginDialog, navigate]);
  useEffect(() => {
    if (status === 'signedIn') asked.current = false;
  }, [status]);

  const signedIn = status === 'signedIn' && user !== null;
  const synced = signedIn && cart.ready && !cart.loading;
  const empty = synced && cart.items.length === 0;
  const campus = Boolean(user?.isCampusStudent);
  useEffect(() => {
    if ((empty || campus) && !done.current) navigate('/cart', { replace: true });
  }, [empty, campus, navigate]);

  if (!signedIn || !cart.ready || cart.items.length === 0) return <PageLoader label="Loading checkout" />;

  const amounts = cartAmounts(cart.items);
  const count = cart.items.length;
  const profileState = knownBillingState(user.data.state);

  const enrol = async (buyer: AuthUser) => {
    const deadline = Date.now() + ENROL_POLL.timeoutMs;
    try {
      for (;;) {
        const state = await finaliseEnrolment(buyer);
        if (state.status === 'enrolled') break;
        if (state.status === 'failed' || Date.now() >= deadline) {
          enqueueSnackbar(state.message || SOMETHING_WRONG, { variant: 'error' });
          setPaying(false);
          return;
        }
        await sleep(ENROL_POLL.intervalMs);
      }
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: 'error' });
      setPaying(false);
      return;
    }
    done.current = true;
    await cart.refresh().catch(() => undefined);
    navigate(DASHBOARD_PATH);
    enqueueSnackbar(ENROLLED, { variant: 'success' });
  };

  const chooseBillingState = (value: string) => {
    setBillingState(value);
    setBillingError(value ? undefined : PAYMENT_MESSAGES.billingStateRequired);
  };

  const pay = async () => {
    const buyer = user;
    if (!profileState && !billingState) {
      setBillingError(PAYMENT_MESSAGES.billingStateRequired);
      return;
    }
    setPaying(true);
    let order;
    try {
      order = await createOrder(buyer, {
        billingState: profileState ?? billingState,
        amount: amounts.totalPaise,
        careers: cart.items.map((i) => ({
          careerId: i.id,
          unit_price: i.selling_price,
          instance: 1,
          total_price: i.selling_price,
        })),
      });
    } catch (error) {
      // The server's word on the billing state goes under the field; anything else is the payment toast.
      const stateError = error instanceof ApiError ? error.errors?.find((e) => e.field === 'billingState') : undefined;
      if (stateError) setBillingError(stateError.message);
      else enqueueSnackbar(PAYMENT_FAILED, PAYMENT_FAILED_TOAST);
      setPaying(false);
      return;
    }
    // A free order is already paid: only the enrolment remains.
    if (order.free || !order.id) {
      await enrol(buyer);
      return;
    }
    const orderId = order.id;
    try {
      await openCheckout({ ...order, id: orderId }, buyer, count === 1 ? '1 career' : `${count} careers`, {
        paid: (response) => {
          void (async () => {
            try {
              await savePayment(orderId, response);
            } catch {
              enqueueSnackbar(PAYMENT_FAILED, PAYMENT_FAILED_TOAST);
              setPaying(false);
              return;
            }
            await enrol(buyer);
          })();
        },
        failed: () => setPaymentAlert(true),
        dismissed: () => setPaying(false),
      });
    } catch {
      // The checkout script did not load.
      setPaymentAlert(true);
      setPaying(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="checkout-page">
      <PaymentAlert open={paymentAlert} onClose={() => setPaymentAlert(false)} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 3 }}>
        Checkout
      </Typography>
      <Paper variant="outlined" sx={{ px: 2, mb: 3 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Careers to buy">
          {cart.items.map((item) => (
            <CartItemRow key={item.id} item={item} />
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="checkout-summary">
        <Line label="Number of careers" testId="checkout-count">
          {String(count)}
        </Line>
        <Line label="Careers amount" testId="checkout-amount">
          {formatRupees(amounts.subtotalPaise)}
        </Line>
        <Line label="GST (18%)" testId="checkout-gst">
          {formatRupees(amounts.gstPaise)}
        </Line>
        <Divider sx={{ my: 1.5 }} />
        <Line label="Total" testId="checkout-total" strong>
          {formatRupees(amounts.totalPaise)}
        </Line>
        {!profileState && (
          <Box sx={{ mt: 3 }}>
            <BillingStateField
              value={billingState}
              onChange={chooseBillingState}
              error={billingError}
              disabled={paying}
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/cart" variant="outlined" disabled={paying}>
            Back to Cart
          </Button>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            sx={{ flex: 1 }}
            onClick={pay}
            disabled={paying || cart.loading}
            data-testid="checkout-pay"
          >
            {paying ? 'Processing…' : `Pay ${formatRupees(amounts.totalPaise)}`}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}

function Line({
  label,
  testId,
  strong,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  children: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5, fontWeight: strong ? 700 : 400 }}>
      <Typography component="span" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 'inherit' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}
