import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { enrolledForChild, formatPrice, knownBillingState, type AuthUser } from '@app/contracts';
import { ApiError } from '../../api/client';
import { createOrder, finaliseEnrolment, savePayment } from '../../api/commerce';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { DASHBOARD_PATH } from '../../app/navItems';
import { useLoginDialog } from '../auth/dialogs';
import { isStaffUser, useSession } from '../auth/session';
import { StaffNotice } from '../auth/StaffNotice';
import { useBuyingFor } from '../family/BuyingForField';
import { CartItemRow } from './CartItemRow';
import { cartAmounts, useCart } from './cartContext';
import { BillingStateBox, PayButtons, SummaryLine } from './CheckoutPanel';
import { ENROLLED, PAYMENT_FAILED, PAYMENT_FAILED_TOAST, SOMETHING_WRONG, serverMessage } from './messages';
import { ChildConsentDialog } from '../consent/ChildConsentDialog';
import { isConsentRequired, useConsentRequired } from '../consent/useConsentRequired';
import { PaymentAlert } from './PaymentAlert';
import { useBillingState } from './useBillingState';
import { useCheckoutPayment } from './useCheckoutPayment';

/** How long the enrolment is polled after a payment, and how often. */
export const ENROL_POLL = { timeoutMs: 20_000, intervalMs: 1000 };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * /checkout (spec sections 2 and 4): number of careers, careers amount, GST (18%), total, and the payment. Staff
 * have no cart: the page points them to the console.
 */
export function CheckoutPage() {
  const { user } = useSession();
  return isStaffUser(user) ? <StaffNotice /> : <CheckoutPageContent />;
}

function CheckoutPageContent() {
  usePageTitle('Checkout');
  const { status, user } = useSession();
  const cart = useCart();
  const { openLoginDialog } = useLoginDialog();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { paying, setPaying, payOnline, paymentAlert } = useCheckoutPayment();
  const profileState = knownBillingState(user?.data.state);
  const billing = useBillingState(profileState);
  const done = useRef(false);
  const asked = useRef(false);
  const consent = useConsentRequired();
  const buyingFor = useBuyingFor(paying);
  // A parent buying for a child whose consent is not in place gives it here, then the order is tried again.
  const [consentFor, setConsentFor] = useState<{ userId: string; firstName: string } | null>(null);

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

  const enrol = async (buyer: AuthUser) => {
    const deadline = Date.now() + ENROL_POLL.timeoutMs;
    try {
      for (;;) {
        const state = await finaliseEnrolment(buyer);
        if (state.status === 'enrolled') break;
        // Refunded (the payment came for a replaced order or something owned) and replaced orders end the wait too.
        if (
          state.status === 'failed' ||
          state.status === 'refunded' ||
          state.status === 'replaced' ||
          Date.now() >= deadline
        ) {
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
    // Bought for a child: the careers are the child's, and the parent is told so.
    enqueueSnackbar(buyingFor.child ? enrolledForChild(buyingFor.child.firstName) : ENROLLED, { variant: 'success' });
  };

  const pay = async () => {
    const buyer = user;
    const billingState = billing.billTo();
    if (!billingState) return;
    setPaying(true);
    let order;
    try {
      order = await createOrder(buyer, {
        billingState,
        ...(buyingFor.forUserId ? { forUserId: buyingFor.forUserId } : {}),
        amount: amounts.totalPaise,
        careers: cart.items.map((i) => ({
          careerId: i.id,
          unit_price: i.selling_price,
          instance: 1,
          total_price: i.selling_price,
        })),
      });
    } catch (error) {
      // A parent buying for a child without consent is offered the consent step itself (issue 23); a minor
      // without a parent's consent is offered the request; the server's word on the billing state goes under the
      // field; anything else is the payment toast.
      if (buyingFor.child && isConsentRequired(error)) {
        setConsentFor(buyingFor.child);
      } else if (consent.intercept(error) || billing.showServerError(error)) {
        // Offered the request, or shown under the field.
      } else if (buyingFor.forUserId && error instanceof ApiError && (error.status === 403 || error.status === 409)) {
        // Buying for a child: not linked any more, or a career the child owns already. Say which.
        const detail = error.errors?.map((e) => e.message).join(' ');
        enqueueSnackbar(detail || serverMessage(error), { variant: 'error' });
      } else enqueueSnackbar(PAYMENT_FAILED, PAYMENT_FAILED_TOAST);
      setPaying(false);
      return;
    }
    // A free order is already paid: only the enrolment remains.
    if (order.free || !order.id) {
      await enrol(buyer);
      return;
    }
    const orderId = order.id;
    await payOnline({ ...order, id: orderId }, buyer, count === 1 ? '1 career' : `${count} careers`, {
      record: (response) => savePayment(orderId, response),
      then: () => enrol(buyer),
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="checkout-page">
      <PaymentAlert {...paymentAlert} />
      {consent.dialog}
      <ChildConsentDialog
        child={consentFor}
        onClose={() => setConsentFor(null)}
        onGranted={() => {
          enqueueSnackbar(`Thank you: your consent for ${consentFor?.firstName ?? 'your child'} is recorded.`, {
            variant: 'success',
          });
          setConsentFor(null);
          void pay();
        }}
      />
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
        <SummaryLine label="Number of careers" testId="checkout-count">
          {String(count)}
        </SummaryLine>
        <SummaryLine label="Careers amount" testId="checkout-amount">
          {formatPrice(amounts.subtotalPaise)}
        </SummaryLine>
        <SummaryLine label="GST (18%)" testId="checkout-gst">
          {formatPrice(amounts.gstPaise)}
        </SummaryLine>
        <Divider sx={{ my: 1.5 }} />
        <SummaryLine label="Total" testId="checkout-total" strong>
          {formatPrice(amounts.totalPaise)}
        </SummaryLine>
        {buyingFor.field}
        {!profileState && <BillingStateBox billing={billing} disabled={paying} />}
        <PayButtons
          backTo="/cart"
          backLabel="Back to Cart"
          paying={paying}
          onPay={pay}
          disabled={paying || cart.loading}
          testId="checkout-pay"
          payLabel={`Pay ${formatPrice(amounts.totalPaise)}`}
        />
      </Paper>
    </Container>
  );
}
