import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPrice as formatPaise } from '@app/contracts';

/**
 * Rupees (as the public JSON gives them) written the one way the app writes prices (issue 24): '₹', Indian digit
 * grouping, paise only when there are any ("₹999", "₹1,178.82").
 */
export function formatPrice(rupees: number): string {
  return formatPaise(Math.round(rupees * 100));
}

/** What a career's price says: "Free" at 0, else the price. */
export const priceLabel = (rupees: number) => (rupees === 0 ? 'Free' : formatPrice(rupees));

interface Props {
  selling: number;
  strike?: number;
  size?: 'small' | 'large';
}

/** The selling price ("Free" at 0) with the struck-through list price beside it (spec section 9). */
export function Price({ selling, strike, size = 'small' }: Props) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        data-testid="selling-price"
        sx={{ fontWeight: 700, fontSize: large ? '1.6rem' : '1.05rem', color: 'text.primary' }}
      >
        {priceLabel(selling)}
      </Typography>
      {strike !== undefined && strike > selling && (
        <Typography
          component="s"
          data-testid="strike-price"
          aria-label={`Original price ${formatPrice(strike)}`}
          sx={{ color: 'text.secondary', fontSize: large ? '1.1rem' : '0.9rem' }}
        >
          {formatPrice(strike)}
        </Typography>
      )}
    </Box>
  );
}
