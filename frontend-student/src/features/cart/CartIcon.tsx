import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { isStaffUser, useSession } from '../auth/session';
import { useCart } from './cartContext';

// The preview (Popper) loads on the first hover.
const CartPreview = lazy(() => import('./CartPreview').then((m) => ({ default: m.CartPreview })));

/** The header's cart icon: a link to /cart with the count, and a preview of the cart on hover. Not for campus students. */
export function CartIcon() {
  const { status, user } = useSession();
  const cart = useCart();
  // The preview's anchor, as state: the preview renders with the element once it is mounted.
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState<boolean | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  if (status === 'restoring' || user?.isCampusStudent || isStaffUser(user)) return null;

  const count = cart.items.length;
  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), 200);
  };
  return (
    <Box ref={setAnchor} onMouseEnter={show} onMouseLeave={hideSoon} sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton
        component={RouterLink}
        to="/cart"
        aria-label={count === 1 ? 'Cart, 1 career' : `Cart, ${count} careers`}
        data-testid="header-cart"
        data-count={count}
        onFocus={show}
        onBlur={hideSoon}
      >
        <Badge badgeContent={count} color="secondary" max={99}>
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
      {open !== null && (
        <Suspense fallback={null}>
          <CartPreview
            anchorEl={anchor}
            open={open}
            items={cart.items}
            sellingTotal={cart.selling_total}
            onMouseEnter={show}
            onMouseLeave={hideSoon}
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
