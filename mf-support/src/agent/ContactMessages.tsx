import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { markContactMessageHandled, replyToContactMessage, type ContactMessage } from '@casino/api-client/chat';
import { formatDateTime } from '@casino/locale';
import { filterProfanity, supportTexts } from '@casino/locale/support';
import { Button } from '@casino/ui';
import { chatKeys } from '../chat/chat-keys.ts';
import { MessageForm } from '../chat/MessageForm.tsx';
import styles from './AgentConsole.module.css';

const t = supportTexts.agent;
const c = supportTexts.contact;

/**
 * What players and guests wrote while chat was offline, newest first: answered by e-mail from here (the answer
 * stays with the message), or marked handled when answered another way.
 */
export function ContactMessages({ messages }: { messages: ContactMessage[] }) {
  return (
    <section aria-labelledby="agent-contact" className={styles.contact}>
      <h2 id="agent-contact">{t.contactMessages}</h2>
      {messages.length === 0 ? (
        <p>{t.noContactMessages}</p>
      ) : (
        <ul className={styles.contactMessages}>
          {messages.map((m) => (
            <ContactMessageItem key={m.id} message={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ContactMessageItem({ message: m }: { message: ContactMessage }) {
  const queryClient = useQueryClient();
  const [replied, setReplied] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.contactMessages });
  const handle = () =>
    markContactMessageHandled(m.id).then(refresh, (error: unknown) =>
      console.error('[support] could not mark the message handled', error),
    );
  const reply = async (text: string) => {
    await replyToContactMessage(m.id, text);
    setReplied(true);
    await refresh();
  };
  return (
    <li className={styles.contactMessage}>
      <dl className={styles.contactDetails}>
        <dt>{c.name}</dt>
        <dd>{m.name}</dd>
        <dt>{c.email}</dt>
        <dd>{m.email}</dd>
        <dt>{c.phone}</dt>
        <dd>{m.phoneNumber ?? c.noPhone}</dd>
        <dt>{t.customerNoLabel}</dt>
        <dd>{m.customerNo ?? t.guest}</dd>
      </dl>
      <p className={styles.contactBody}>{filterProfanity(m.body)}</p>
      <p className={styles.customerNo}>
        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
      </p>
      {m.replies.length > 0 && (
        <>
          <h3 className={styles.sender}>{t.replies}</h3>
          <ul className={styles.lastMessages}>
            {m.replies.map((r) => (
              <li key={r.id}>
                <span className={styles.sender}>{r.agentName}</span>{' '}
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                <p className={styles.contactBody}>{r.body}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {replied && <p role="status">{t.replySent}</p>}
      <MessageForm label={t.emailReply} submitLabel={t.sendReply} onSend={reply} />
      {m.handledAt ? (
        <p>{t.handled}</p>
      ) : (
        <Button variant="secondary" onClick={() => void handle()}>
          {t.markHandled}
        </Button>
      )}
    </li>
  );
}
