type SetFieldError<F extends string> = (name: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void;

/**
 * Puts the server's field messages (its zod issues, by path) under a react-hook-form form's own
 * fields, in the form's order, focusing the first one shown; paths the form has no field for are
 * left to the caller. Returns whether any field got a message.
 */
export function showServerFieldErrors<F extends string>(fields: Partial<Record<string, string>>, knownFields: readonly F[], setError: SetFieldError<F>): boolean {
  let focused = false;
  for (const name of knownFields) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused;
}
