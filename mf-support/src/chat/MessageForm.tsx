import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { sendChatMessageRequestSchema } from '@casino/api-client/chat';
import { chatTextLimits } from '@casino/locale';
import { Button } from '@casino/ui';
import { Form, FormError, TextAreaField } from '@casino/ui/forms';
import styles from './Chat.module.css';
import { useFormFailure } from './form-failure.ts';

export interface MessageFormProps {
  label: string;
  submitLabel: string;
  /** Sends the message; a rejection shows its Danish reason under the form. */
  onSend: (message: string) => Promise<void>;
}

/** One message to send: the chat's first (start) or the next one. Enter sends, Shift+Enter makes a new line. */
export function MessageForm({ label, submitLabel, onSend }: MessageFormProps) {
  const { failure, attempt } = useFormFailure();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(sendChatMessageRequestSchema), defaultValues: { message: '' } });

  const submit = handleSubmit(({ message }) =>
    attempt(async () => {
      await onSend(message);
      reset();
    }),
  );

  return (
    <Form className={styles.form} onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={label}
        rows={2}
        maxLength={chatTextLimits.message}
        {...register('message')}
        error={errors.message?.message}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <FormError>{failure}</FormError>
      <Button type="submit" disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
