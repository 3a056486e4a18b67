import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string;
  testId?: string;
}

/** A password input with a show/hide button. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  hint,
  testId,
  autoComplete = 'current-password',
}: BaseProps<T> & { autoComplete?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint ?? ' '}
          slotProps={{
            htmlInput: { 'data-testid': testId ?? `input-${name}` },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                    onClick={() => setVisible((v) => !v)}
                    edge="end"
                  >
                    {visible ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** A native <select> (the phone's own picker on mobile), with an empty first option. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  options,
  testId,
}: BaseProps<T> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': testId ?? `input-${name}` },
          }}
        >
          <option value="">Select</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** A native date input (YYYY-MM-DD), not after today. */
export function DateField<T extends FieldValues>({ control, name, label, disabled, testId }: BaseProps<T>) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="date"
          label={label}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          required
          fullWidth
          autoComplete="bday"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: today, min: '1900-01-01', 'data-testid': testId ?? `input-${name}` },
          }}
        />
      )}
    />
  );
}
