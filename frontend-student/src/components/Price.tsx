import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Plain rupee amounts as the spec writes them ("Rs. 999", "Rs 10000"); paise only when there are any. */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

interface Props {
  selling: number;
  strike?: number;
  size?: 'small' | 'large';
}

/** 'Rs.' selling price with the struck-through list price beside it (spec section 9). */
export function Price({ selling, strike, size = 'small' }: Props) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        data-testid="selling-price"
        sx={{ fontWeight: 700, fontSize: large ? '1.6rem' : '1.05rem', color: 'text.primary' }}
      >
        Rs. {formatRupees(selling)}
      </Typography>
      {strike !== undefined && strike > selling && (
        <Typography
          component="s"
          data-testid="strike-price"
          aria-label={`Original price Rs. ${formatRupees(strike)}`}
          sx={{ color: 'text.secondary', fontSize: large ? '1.1rem' : '0.9rem' }}
        >
          Rs. {formatRupees(strike)}
        </Typography>
      )}
    </Box>
  );
}
