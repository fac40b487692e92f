import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ControlledTextField } from './ControlledTextField';

type Props<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  id: string;
  label: string;
  /** Shown while the field holds nothing yet. */
  fallback?: string;
  /** The chosen option's value as the form holds it (a number for sizes); as it is by default. */
  parse?: (value: string) => unknown;
  /** The field's refusal, shown in place of the hint. */
  error?: { message?: string };
  /** Said under the field, about the option chosen. */
  hint?: (value: string) => ReactNode;
  /** The <option>s (selectOptions, entryOptions). */
  children: ReactNode;
};

/** A choice among a few options in a native select (the phone's own picker), held by react-hook-form. */
export function ControlledNativeSelect<T extends FieldValues>({ fallback = '', parse = (value) => value, hint, children, ...props }: Props<T>) {
  return (
    <ControlledTextField
      {...props}
      shown={(value) => value ?? fallback}
      parse={parse}
      {...(hint ? { hint: (shown: unknown) => hint(String(shown)) } : {})}
      field={{ select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } }, children }}
    />
  );
}
