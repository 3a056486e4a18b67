import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import type { Career } from '@app/contracts';
import { useSnackbar } from '../../components/snackbar';
import { useLoginDialog } from '../auth/dialogs';
import { useSession } from '../auth/session';
import { useCart, type NewCartItem } from './cartContext';
import { ADD_FAILED, ADD_FAILED_TOAST } from './messages';

const toItem = (career: Career): NewCartItem => ({
  id: career._id,
  name: career.name,
  field: career.field,
  selling_price: career.public.selling_price,
  strike_price: career.public.strike_price,
  logo: career.public.logo,
  logo_bg: career.public.logo_bg,
});

/**
 * Add to cart (then a disabled 'Added') and Buy Now on /careers/{id} (spec section 4). Hidden for campus
 * students. A visitor's Add to cart goes to the local cart; Buy Now asks a visitor to log in first.
 */
export function BuyButtons({ career }: { career: Career }) {
  const cart = useCart();
  const { status } = useSession();
  const { openLoginDialog } = useLoginDialog();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState(false);

  if (!cart.enabled) return null;
  const added = cart.has(career._id);

  const addToCart = async () => {
    setAdding(true);
    try {
      await cart.add(toItem(career));
    } catch {
      enqueueSnackbar(ADD_FAILED, ADD_FAILED_TOAST);
    } finally {
      setAdding(false);
    }
  };

  const buyNow = async () => {
    setBuying(true);
    try {
      if (status !== 'signedIn') {
        // The dialog shows its own success message; closing it just resets the button.
        if (!(await openLoginDialog())) return;
        await cart.whenSignedInReady();
        if (!cart.canBuy()) return;
      }
      if (!cart.has(career._id)) await cart.add(toItem(career));
      navigate('/cart');
    } catch {
      enqueueSnackbar(ADD_FAILED, ADD_FAILED_TOAST);
    } finally {
      setBuying(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }} data-testid="buy-buttons">
      <Button
        variant="outlined"
        size="large"
        onClick={addToCart}
        disabled={added || adding || buying || !cart.ready}
        startIcon={added ? <CheckIcon /> : undefined}
        data-testid="add-to-cart"
      >
        {added ? 'Added' : adding ? 'Adding…' : 'Add to cart'}
      </Button>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        onClick={buyNow}
        // Until the session and cart are known, a signed-in user would be taken for a visitor.
        disabled={buying || adding || !cart.ready}
        aria-busy={buying}
        data-testid="buy-now"
      >
        {buying ? 'Please wait…' : 'Buy Now'}
      </Button>
    </Box>
  );
}
