import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CartItem } from './cartContext';
import { LogoTile } from './LogoTile';
import { formatPrice, priceLabel } from '../../components/Price';

/** One career of the cart or the checkout: logo on its colour, name, field and '₹' prices. */
export function CartItemRow({ item, action }: { item: CartItem; action?: ReactNode }) {
  return (
    <Box
      component="li"
      data-testid="cart-item"
      data-career-id={item.id}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <LogoTile
        logo={item.logo}
        background={item.logo_bg}
        size={72}
        logoSize={48}
        radius={2}
        alt={`${item.name} logo`}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="cart-item-name">
          {item.name}
        </Typography>
        {item.field.name && (
          <Typography variant="body2" color="text.secondary">
            {item.field.name}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', mt: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="cart-item-price">
            {priceLabel(item.selling_price)}
          </Typography>
          {item.strike_price > item.selling_price && (
            <Typography component="s" variant="body2" color="text.secondary" data-testid="cart-item-strike">
              {formatPrice(item.strike_price)}
            </Typography>
          )}
        </Box>
      </Box>
      {action}
    </Box>
  );
}
