import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { BillingStateField } from '../../components/BillingStateField';
import type { BillingState } from './useBillingState';

/** The parts the cart, the checkout and the course checkout share: the price rows and the pay actions. */

/** One row of a price summary: the label, and the amount under its data-testid. */
export function SummaryLine({
  label,
  testId,
  strong,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, fontWeight: strong ? 700 : 400 }}>
      <Typography component="span" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 'inherit' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** The billing-state field under the summary (shown only when the profile names no state). */
export function BillingStateBox({ billing, disabled }: { billing: BillingState; disabled: boolean }) {
  return (
    <Box sx={{ mt: 3 }}>
      <BillingStateField value={billing.value} onChange={billing.choose} error={billing.error} disabled={disabled} />
    </Box>
  );
}

interface PayButtonsProps {
  /** Where the outlined back button leads, and its text. */
  backTo: string;
  backLabel: string;
  backSx?: SxProps<Theme>;
  paying: boolean;
  onPay: () => void;
  disabled: boolean;
  testId: string;
  /** The pay button's text while no payment is under way. */
  payLabel: string;
}

/** Back, and the wide pay button that reads 'Processing…' while a payment is under way. */
export function PayButtons({ backTo, backLabel, backSx, paying, onPay, disabled, testId, payLabel }: PayButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={backTo} variant="outlined" disabled={paying} sx={backSx}>
        {backLabel}
      </Button>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        sx={{ flex: 1 }}
        onClick={onPay}
        disabled={disabled}
        data-testid={testId}
      >
        {paying ? 'Processing…' : payLabel}
      </Button>
    </Box>
  );
}
