import { errorMessage } from './api-client';
import { toast, type ToastInput } from './toast-store';

/** How an action ended. `message` is the text the error toast showed. */
export type ActionOutcome<R> = { ok: true; data: R } | { ok: false; error: unknown; message: string };

/**
 * The toasts of an action. The spec words failures as "'<Title>' with the server message, or
 * '<fallback>'": errorTitle and errorFallback.
 */
export type ActionOptions<R, A extends unknown[] = []> = {
  /** Shown after success: a toast, or one made from the result and the action's arguments (null for none). */
  success?: ToastInput | ((result: R, ...args: A) => ToastInput | null);
  /** Title of the destructive toast on failure. */
  errorTitle: string;
  /** Its text when the error carries no message (a REST or socket refusal always does). */
  errorFallback?: string;
  /** For the spec's fixed or conditional failure texts, instead of the server's message. */
  errorDescription?: (error: unknown) => string;
};

/**
 * Runs an action and shows its toasts: the success toast, or a destructive one with the server's
 * message. Never rejects; the outcome says how it went (a form can put `fieldErrors(outcome.error)`
 * under its fields). Components use `useAction`, which adds the pending state.
 */
export async function runAction<R>(task: () => Promise<R>, options: ActionOptions<R>): Promise<ActionOutcome<R>> {
  let data: R;
  try {
    data = await task();
  } catch (error) {
    const message = options.errorDescription ? options.errorDescription(error) : errorMessage(error, options.errorFallback);
    toast({ title: options.errorTitle, description: message, variant: 'destructive' });
    return { ok: false, error, message };
  }
  const success = typeof options.success === 'function' ? options.success(data) : options.success;
  if (success) toast(success);
  return { ok: true, data };
}
