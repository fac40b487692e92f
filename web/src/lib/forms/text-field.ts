import type { ReactNode } from 'react';
import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

/**
 * Binds react-hook-form fields to MUI TextFields (and PasswordField): `bind(name, hint)` gives the
 * field's registration with its ref as `inputRef`, `fullWidth`, the error state, and its message
 * as the helper text, else `hint`, so every form shows a refused value the same way.
 */
export function textFieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>, hint?: ReactNode) => {
    const { ref, ...rest } = register(name);
    const error = get(errors, name) as FieldError | undefined;
    return { ...rest, inputRef: ref, fullWidth: true, error: Boolean(error), helperText: error?.message ?? hint };
  };
}

/** For values typed exactly as they are (usernames, email addresses): no automatic capital, no spell check. */
export const VERBATIM = { autoCapitalize: 'none', spellCheck: false } as const;
