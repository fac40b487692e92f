import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { textFieldBinder } from '../../../lib/forms/text-field';
import { showAuthError } from './server-errors';

/**
 * The sign-in and registration forms' one way to submit: `submit` the validated values, hand its
 * answer to `onDone`; a failure shows its field messages under `fields` and returns the rest as
 * `problem`, the form's alert (cleared on the next submit).
 */
export function useAuthForm<TForm extends FieldValues, TBody, TResult>({
  resolver,
  defaultValues,
  fields,
  submit,
  onDone,
}: {
  resolver: Resolver<TForm, unknown, TBody>;
  defaultValues: DefaultValues<TForm>;
  fields: readonly Path<TForm>[];
  submit: (body: TBody) => Promise<TResult>;
  onDone: (result: TResult) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TForm, unknown, TBody>({ resolver, defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onDone(await submit(values));
    } catch (error) {
      setProblem(showAuthError(error, fields, setError));
    }
  });

  return { problem, onSubmit, isSubmitting, field: textFieldBinder(register, errors) };
}
