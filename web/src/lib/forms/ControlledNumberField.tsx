import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ControlledTextField } from './ControlledTextField';

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
export function ControlledNumberField<T extends FieldValues>({ hint, min, max, step, restoresDefault, ...props }: Props<T>) {
  return (
    <ControlledTextField
      {...props}
      shown={(value) => value ?? restoresDefault ?? ''}
      parse={(text) => (text === '' ? (restoresDefault === undefined ? null : undefined) : Number(text))}
      hint={() => hint}
      field={{ type: 'number', slotProps: { htmlInput: { min, max, step } } }}
    />
  );
}
