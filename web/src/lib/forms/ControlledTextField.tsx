import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type ControlledTextFieldProps<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  id: string;
  label: string;
  /** The field's refusal, shown in place of the hint. */
  error?: { message?: string };
  /** What the field shows for the value the form holds. */
  shown: (value: unknown) => unknown;
  /** The typed or chosen text as the form holds it. */
  parse: (text: string) => unknown;
  /** Said under the field, about the value it shows. */
  hint?: (shown: unknown) => ReactNode;
  /** The kind of field: `select` with its options, `type="number"` with its limits. */
  field: Pick<TextFieldProps<'outlined'>, 'select' | 'type' | 'slotProps' | 'children'>;
};

/**
 * A TextField held by react-hook-form through a Controller, for values that are not the text as
 * typed (numbers, a choice shown with a default): the base of ControlledNumberField and ControlledNativeSelect.
 */
export function ControlledTextField<T extends FieldValues>({ name, control, id, label, error, shown, parse, hint, field: kind }: ControlledTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          {...kind}
          id={id}
          label={label}
          value={shown(field.value)}
          onChange={(e) => field.onChange(parse(e.target.value))}
          onBlur={field.onBlur}
          error={!!error}
          helperText={error?.message ?? hint?.(shown(field.value))}
        />
      )}
    />
  );
}
