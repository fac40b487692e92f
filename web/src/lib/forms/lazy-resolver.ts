import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema loads when it is first needed (the first submit, or `preload` on the
 * first focus in the form), not with the page: zod and a feature's schemas are about 25 KB gzip,
 * evaluated in the task that starts the page on a phone. `load` imports a module that builds the
 * resolver (zodResolver with the shared schema the server validates with). A failed load is tried
 * again on the next use.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): Resolver<TFieldValues, TContext, TTransformed> & { preload: () => void } {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
