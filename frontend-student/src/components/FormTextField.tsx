import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
} & Pick<TextFieldProps, 'type' | 'autoComplete' | 'multiline' | 'minRows' | 'required' | 'autoFocus'> & {
    /** Shown under the field while it has no error. */
    hint?: string;
  };

/** A labelled MUI text field bound to react-hook-form; its error message comes from the contracts' schema. */
export function FormTextField<T extends FieldValues>({ control, name, label, disabled, hint, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          label={label}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': `input-${name}` } }}
        />
      )}
    />
  );
}
