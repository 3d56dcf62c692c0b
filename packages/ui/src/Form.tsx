import type { ComponentProps, ReactNode } from 'react';
import styles from './Form.module.css';

export type FormProps = Omit<ComponentProps<'form'>, 'noValidate'>;

/**
 * A form of the site's fields. It turns the browser's own validation off (its bubbles are not in
 * Danish and would stop the submit before the form's schema runs), so every message is ours.
 *
 * With react-hook-form and a zod schema (packages/ui/README.md):
 *
 *   const { register, handleSubmit, formState: { errors } } = useForm({ resolver: zodResolver(schema) });
 *   <Form onSubmit={(event) => void handleSubmit(onValid)(event)}>
 *     <TextField label="E-mail" type="email" {...register('email')} error={errors.email?.message} />
 *   </Form>
 *
 * The fields pass `register`'s ref to their control, so react-hook-form's default `shouldFocusError`
 * moves focus to the first invalid field on submit; each error is announced as it appears.
 */
export function Form({ className, ...rest }: FormProps) {
  return <form {...rest} noValidate className={[styles.form, className].filter(Boolean).join(' ')} />;
}

/** An error about the whole form (the server refused it), announced as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.error}>
      {children}
    </p>
  );
}
