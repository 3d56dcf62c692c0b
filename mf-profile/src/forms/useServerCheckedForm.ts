import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { FormSchema } from '@casino/api-client/profile';
import { applyServerErrors } from './server-errors.ts';

export interface ServerCheckedFormOptions<TForm extends FieldValues, TValid> {
  /** The api-client's form schema: the form's texts in, the request out. */
  schema: FormSchema<TValid, TForm>;
  defaultValues: DefaultValues<TForm>;
  /** The fields a server refusal may name (the rest becomes the form's message). */
  fields: readonly Path<TForm>[];
  /** The message of a failure that is not a refusal (network, 5xx). */
  fallback: string;
}

/**
 * A profile form: react-hook-form with the zod resolver over the api-client's schema (messages under the
 * fields, focus on the first invalid one), and the server's refusal put under its field or over the form.
 */
export function useServerCheckedForm<TForm extends FieldValues, TValid extends FieldValues>({
  schema,
  defaultValues,
  fields,
  fallback,
}: ServerCheckedFormOptions<TForm, TValid>) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TForm, unknown, TValid>({ resolver: zodResolver(schema), defaultValues });
  /** The form's submit handler: `send` the valid request; a refusal lands where it belongs. */
  const submitWith = (send: (valid: TValid) => Promise<void>) =>
    form.handleSubmit(async (valid) => {
      setFormError(null);
      try {
        await send(valid);
      } catch (error) {
        setFormError(applyServerErrors(error, fields, form.setError, fallback));
      }
    });
  /** A text field's props: registered under `name`, with its message under it. */
  const field = (name: Path<TForm>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  return { form, formError, setFormError, submitWith, field, isSubmitting: form.formState.isSubmitting };
}
