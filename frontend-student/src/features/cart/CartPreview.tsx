import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import type { CartItem } from './cartContext';
import { LogoTile } from './LogoTile';
import { priceLabel } from '../../components/Price';
import { rupees } from './money';

interface Props {
  anchorEl: HTMLElement | null;
  open: boolean;
  items: CartItem[];
  sellingTotal: number;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onNavigate: () => void;
}

/** The header's hover preview of the cart (spec section 2): its items, or "Cart is empty". */
export function CartPreview({ anchorEl, open, items, sellingTotal, onMouseEnter, onMouseLeave, onNavigate }: Props) {
  return (
    <Popper open={open && Boolean(anchorEl)} anchorEl={anchorEl} placement="bottom-end" sx={{ zIndex: 'modal' }}>
      <Paper
        elevation={6}
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
        sx={{ mt: 0.5, width: 300, p: 2 }}
        data-testid="cart-preview"
      >
        <Typography sx={{ fontWeight: 700, mb: 1 }}>My Cart</Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="cart-preview-empty">
            Cart is empty
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}>
            {items.map((item) => (
              <Box
                component="li"
                key={item.id}
                data-testid="cart-preview-item"
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <LogoTile logo={item.logo} background={item.logo_bg} size={40} logoSize={28} radius={1} alt="" />
                <Typography sx={{ flex: 1, fontSize: '0.9rem' }}>{item.name}</Typography>
                <Typography sx={{ fontWeight: 600, fontSize: '0.9rem' }}>{priceLabel(item.selling_price)}</Typography>
              </Box>
            ))}
          </Box>
        )}
        {items.length > 0 && (
          <Typography sx={{ mt: 1, textAlign: 'right', fontWeight: 600 }}>Total {rupees(sellingTotal)}</Typography>
        )}
        <Button
          component={RouterLink}
          to="/cart"
          variant="contained"
          fullWidth
          sx={{ mt: 1.5 }}
          onClick={onNavigate}
          data-testid="cart-preview-link"
        >
          Go to Cart
        </Button>
      </Paper>
    </Popper>
  );
}
