import TextField from '@mui/material/TextField';
import { INDIAN_STATE_NAMES } from '@app/contracts';

export const BILLING_STATE_HINT = 'For your GST invoice';

export interface BillingStateFieldProps {
  value: string;
  onChange(value: string): void;
  /** The message under the field (e.g. the server's 'Please choose your billing state'). */
  error?: string;
  disabled?: boolean;
}

/**
 * The buyer's state for the GST tax invoice, asked at checkout when the profile has none: a native select of the
 * states and union territories (the phone's own picker on mobile), labelled "Billing state".
 */
export function BillingStateField({ value, onChange, error, disabled }: BillingStateFieldProps) {
  return (
    <TextField
      select
      id="billing-state"
      label="Billing state"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? BILLING_STATE_HINT}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': 'billing-state', autoComplete: 'address-level1' },
      }}
    >
      <option value="">Select your state</option>
      {INDIAN_STATE_NAMES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </TextField>
  );
}
