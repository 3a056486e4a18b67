import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import { CART_MESSAGES, type Career } from '@app/contracts';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { useLoginDialog } from '../auth/dialogs';
import { useSession } from '../auth/session';
import { useCart, type NewCartItem } from './cartContext';
import { ADD_FAILED, ADD_FAILED_TOAST } from './messages';
import { OwnedCareerAction } from './OwnedCareerAction';
import { fetchOwned, findOwned, useOwnedCareers } from './useOwnedCareers';

/** The server's 409 for a career the user already has (bought in another tab, given by a school meanwhile). */
const alreadyOwned = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === CART_MESSAGES.alreadyEnrolled;

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
 * students. A visitor's Add to cart goes to the local cart; Buy Now asks a visitor to log in first. A career the
 * user already has shows what My Careers offers for it instead (OwnedCareerAction).
 */
export function BuyButtons({ career }: { career: Career }) {
  const cart = useCart();
  const { status } = useSession();
  const { openLoginDialog } = useLoginDialog();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState(false);
  const owned = useOwnedCareers();
  const queryClient = useQueryClient();

  if (!cart.enabled) return null;
  const mine = findOwned(owned.owned, career._id);
  if (mine) return <OwnedCareerAction enrolment={mine} />;
  const added = cart.has(career._id);

  /** A failed add: the user has the career after all (the page then offers it), or the spec's error toast. */
  const addFailed = (error: unknown) => {
    if (alreadyOwned(error)) {
      enqueueSnackbar(CART_MESSAGES.alreadyEnrolled, { variant: 'info' });
      void owned.refresh();
    } else {
      enqueueSnackbar(ADD_FAILED, ADD_FAILED_TOAST);
    }
  };

  const addToCart = async () => {
    setAdding(true);
    try {
      await cart.add(toItem(career));
    } catch (error) {
      addFailed(error);
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
        // The account just logged into may have this career already: the page then offers it, nothing is bought.
        const { user: buyer } = cart.snapshot();
        if (buyer && findOwned(await fetchOwned(queryClient, buyer), career._id)) {
          enqueueSnackbar(CART_MESSAGES.alreadyEnrolled, { variant: 'info' });
          return;
        }
      }
      if (!cart.has(career._id)) await cart.add(toItem(career));
      navigate('/cart');
    } catch (error) {
      addFailed(error);
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
        disabled={added || adding || buying || !cart.ready || !owned.known}
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
        disabled={buying || adding || !cart.ready || !owned.known}
        aria-busy={buying}
        data-testid="buy-now"
      >
        {buying ? 'Please wait…' : 'Buy Now'}
      </Button>
    </Box>
  );
}
