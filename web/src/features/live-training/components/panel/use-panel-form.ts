import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A panel form: react-hook-form checked by its request's zod schema and sent through the form's
 * action (`useAction`'s run and pending); once the action succeeds the form starts again from
 * `afterSend(body)`, the defaults unless told otherwise. `textProps(name)` wires a TextField to a
 * field: its ref, its error and its message.
 */
export function usePanelForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  defaults: TIn,
  action: { run: (body: TOut) => Promise<{ ok: boolean }>; pending: boolean },
  afterSend: (body: TOut) => TIn = () => defaults,
) {
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues: defaults as DefaultValues<TIn> });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const onSubmit = handleSubmit(async (body) => {
    const outcome = await action.run(body);
    if (outcome.ok) reset(afterSend(body));
  });
  const textProps = (name: Path<TIn>) => {
    const { ref, ...rest } = register(name);
    const error = errors[name];
    return { ...rest, inputRef: ref, error: !!error, helperText: error?.message as string | undefined };
  };
  return { form, onSubmit, pending: action.pending, textProps };
}
