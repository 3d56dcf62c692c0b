import { useQueryClient } from '@tanstack/react-query';
import { markContactMessageHandled, type ContactMessage } from '@casino/api-client/chat';
import { formatDateTime } from '@casino/locale';
import { filterProfanity, supportTexts } from '@casino/locale/support';
import { Button } from '@casino/ui';
import { chatKeys } from '../chat/chat-keys.ts';
import styles from './AgentConsole.module.css';

const t = supportTexts.agent;
const c = supportTexts.contact;

/** What players wrote while chat was offline, newest first, to be answered by e-mail or phone. */
export function ContactMessages({ messages }: { messages: ContactMessage[] }) {
  const queryClient = useQueryClient();
  const handle = (id: number) =>
    markContactMessageHandled(id).then(
      () => queryClient.invalidateQueries({ queryKey: chatKeys.contactMessages }),
      (error: unknown) => console.error('[support] could not mark the message handled', error),
    );
  return (
    <section aria-labelledby="agent-contact" className={styles.contact}>
      <h2 id="agent-contact">{t.contactMessages}</h2>
      {messages.length === 0 ? (
        <p>{t.noContactMessages}</p>
      ) : (
        <ul className={styles.contactMessages}>
          {messages.map((m) => (
            <li key={m.id} className={styles.contactMessage}>
              <dl className={styles.contactDetails}>
                <dt>{c.name}</dt>
                <dd>{m.name}</dd>
                <dt>{c.email}</dt>
                <dd>{m.email}</dd>
                <dt>{c.phone}</dt>
                <dd>{m.phoneNumber ?? c.noPhone}</dd>
                <dt>{t.customerNoLabel}</dt>
                <dd>{m.customerNo}</dd>
              </dl>
              <p className={styles.contactBody}>{filterProfanity(m.body)}</p>
              <p className={styles.customerNo}>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </p>
              {m.handledAt ? (
                <p>{t.handled}</p>
              ) : (
                <Button variant="secondary" onClick={() => void handle(m.id)}>
                  {t.markHandled}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
