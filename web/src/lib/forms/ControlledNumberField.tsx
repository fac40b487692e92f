import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField from '@mui/material/TextField';

type Props<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  id: string;
  label: string;
  /** The field's refusal, shown in place of `hint`. */
  error: { message?: string } | undefined;
  hint?: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  /**
   * Without it, an emptied field holds null (an optional number, shown empty): not undefined, which
   * react-hook-form would answer by putting the default back. With it, that is what happens, and
   * the field shows this default meanwhile.
   */
  restoresDefault?: number;
};

/** A number typed into a TextField, held by react-hook-form as a number (or null / the default when emptied). */
export function ControlledNumberField<T extends FieldValues>({ name, control, id, label, error, hint, min, max, step, restoresDefault }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          id={id}
          type="number"
          label={label}
          value={field.value ?? restoresDefault ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? (restoresDefault === undefined ? null : undefined) : Number(e.target.value))}
          onBlur={field.onBlur}
          error={!!error}
          helperText={error?.message ?? hint}
          slotProps={{ htmlInput: { min, max, step } }}
        />
      )}
    />
  );
}
