import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MOBILE_DIGITS, sanitizeMobileInput } from '@app/contracts';
import type { ControllerRenderProps, FieldError } from 'react-hook-form';

interface Props {
  field: Pick<ControllerRenderProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
  error?: FieldError;
  disabled?: boolean;
  /**
   * true (default): non-digits are dropped as they are typed. false: the input is kept as typed so the
   * schema can say what is wrong with it (the signup forms' 'Enter valid mobile').
   */
  sanitize?: boolean;
}

/**
 * The fixed, disabled "IND(+91)" country code beside a 10-digit mobile input.
 * Typing anything but digits is ignored and input stops at 10 digits (spec section 5).
 */
export function MobileNumberField({ field, error, disabled, sanitize = true }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Country code"
        value="IND(+91)"
        disabled
        sx={{ width: 112, flexShrink: 0 }}
        slotProps={{ htmlInput: { 'data-testid': 'mobile-country-code', readOnly: true } }}
      />
      <TextField
        label="Mobile"
        name={field.name}
        value={field.value ?? ''}
        inputRef={field.ref}
        onChange={(event) => field.onChange(sanitize ? sanitizeMobileInput(event.target.value) : event.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        required
        fullWidth
        error={Boolean(error)}
        helperText={error?.message ?? ' '}
        autoComplete="tel-national"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: sanitize ? MOBILE_DIGITS : MOBILE_DIGITS + 4,
            'data-testid': 'input-mobile',
          },
        }}
      />
    </Box>
  );
}
