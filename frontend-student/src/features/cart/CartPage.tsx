import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { checkEnrolled } from '../../api/commerce';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { useLoginDialog } from '../auth/dialogs';
import { isStaffUser, useSession } from '../auth/session';
import { StaffNotice } from '../auth/StaffNotice';
import { CartItemRow } from './CartItemRow';
import { EnrolledDialog } from './EnrolledDialog';
import { SummaryLine } from './CheckoutPanel';
import { sameId, useCart, type CartItem } from './cartContext';
import { CART_EMPTY, SOMETHING_WRONG, serverMessage } from './messages';
import { rupees } from './money';

/** /cart (spec sections 2 and 4): the items, a totals panel and CHECKOUT. Staff have none: the page points them to the console. */
export function CartPage() {
  const { user } = useSession();
  return isStaffUser(user) ? <StaffNotice /> : <CartPageContent />;
}

function CartPageContent() {
  usePageTitle('Careers Cart');
  const cart = useCart();
  const { status } = useSession();
  const { openLoginDialog } = useLoginDialog();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [checkingOut, setCheckingOut] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [enrolled, setEnrolled] = useState<CartItem[] | null>(null);

  const remove = async (id: string) => {
    setRemoving(id);
    try {
      await cart.remove([id]);
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  const checkout = async () => {
    setCheckingOut(true);
    try {
      if (status !== 'signedIn') {
        if (!(await openLoginDialog())) return;
        await cart.whenSignedInReady();
        if (!cart.canBuy()) return;
      }
      await checkAndGo();
    } catch (error) {
      enqueueSnackbar(serverMessage(error, SOMETHING_WRONG), { variant: 'error', autoHideDuration: 6000 });
    } finally {
      setCheckingOut(false);
    }
  };

  /**
   * The enrolled check on the cart as it now is (read fresh: after a login in the dialog this render's
   * values are stale); the dialog lists the careers already bought.
   */
  const checkAndGo = async () => {
    const { user: signedIn, items: lines } = cart.snapshot();
    if (!signedIn || lines.length === 0) return;
    const answer = await checkEnrolled(
      signedIn,
      lines.map((i) => i.id),
    );
    const already = lines.filter((i) => answer.some((e) => sameId(e.careerId.$oid, i.id)));
    if (already.length) setEnrolled(already);
    else navigate('/checkout');
  };

  const confirmEnrolled = async () => {
    const already = enrolled ?? [];
    setCheckingOut(true);
    try {
      await cart.remove(already.map((i) => i.id));
      setEnrolled(null);
      const { items } = cart.snapshot();
      if (items.length) navigate('/checkout');
    } catch (error) {
      enqueueSnackbar(serverMessage(error, SOMETHING_WRONG), { variant: 'error', autoHideDuration: 6000 });
    } finally {
      setCheckingOut(false);
    }
  };

  const count = cart.items.length;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="cart-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 3 }}>
        Careers Cart
      </Typography>
      {!cart.ready && count === 0 ? (
        <PageLoader label="Loading cart" />
      ) : count === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }} data-testid="cart-empty">
          <Typography sx={{ mb: 2, fontSize: '1.1rem' }}>{CART_EMPTY}</Typography>
          <Button component={RouterLink} to="/careers" variant="contained" data-testid="cart-explore">
            Explore Careers
          </Button>
        </Paper>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ flex: 1, px: 2, width: '100%' }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Careers in your cart">
              {cart.items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  action={
                    <IconButton
                      aria-label={`Remove ${item.name}`}
                      onClick={() => remove(item.id)}
                      disabled={removing !== null || checkingOut}
                      data-testid="cart-remove"
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                />
              ))}
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3, width: { xs: '100%', md: 340 } }} data-testid="cart-totals">
            <Typography sx={{ fontWeight: 700, mb: 2 }}>Price details</Typography>
            <SummaryLine label={`Price (${count} ${count === 1 ? 'career' : 'careers'})`} testId="cart-strike-total">
              {rupees(cart.strike_total)}
            </SummaryLine>
            <SummaryLine label="Discount" testId="cart-discount">
              − {rupees(Math.max(cart.strike_total - cart.selling_total, 0))}
            </SummaryLine>
            <Divider sx={{ my: 1.5 }} />
            <SummaryLine label="Total" testId="cart-selling-total" strong>
              {rupees(cart.selling_total)}
            </SummaryLine>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              GST (18%) is added at checkout.
            </Typography>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              fullWidth
              sx={{ mt: 2 }}
              onClick={checkout}
              disabled={checkingOut || cart.loading}
              data-testid="cart-checkout"
            >
              CHECKOUT
            </Button>
          </Paper>
        </Box>
      )}
      <EnrolledDialog
        items={enrolled}
        busy={checkingOut}
        onConfirm={() => void confirmEnrolled()}
        onCancel={() => setEnrolled(null)}
      />
    </Container>
  );
}
