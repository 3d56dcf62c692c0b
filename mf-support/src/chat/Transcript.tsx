import type { ChatConversation } from '@casino/api-client/chat';
import { formatTime } from '@casino/locale';
import { filterProfanity, supportTexts } from '@casino/locale/support';
import styles from './Chat.module.css';
import { endMessageOf } from './end-message.ts';

export interface TranscriptProps {
  conversation: Pick<ChatConversation, 'messages' | 'endReason'>;
  /** Whose screen: the player reads their own messages as 'Dig'; an agent reads names. */
  reader: 'player' | 'agent';
}

/**
 * A chat's messages, oldest first, then its end message once it has ended. Messages are plain text shown through
 * the profanity filter (spec section 5) and never as HTML: React writes them as text. New messages are read out
 * (role="log").
 */
export function Transcript({ conversation, reader }: TranscriptProps) {
  const t = supportTexts.chat;
  return (
    <div className={styles.transcript}>
      <ol className={styles.log} role="log" aria-label={t.log}>
        {conversation.messages.map((message) => (
          <li key={message.id} className={styles.message} data-sender={message.sender}>
            <p className={styles.meta}>
              <span className={styles.author}>
                {reader === 'player' && message.sender === 'player' ? t.you : message.author}
              </span>{' '}
              <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
            </p>
            <p className={styles.body}>{filterProfanity(message.body)}</p>
          </li>
        ))}
      </ol>
      {conversation.endReason && (
        <p className={styles.ended} role="status">
          {endMessageOf(conversation.endReason)}
        </p>
      )}
    </div>
  );
}
