import type { AgentConversation } from '@casino/api-client/chat';
import { filterProfanity, supportTexts } from '@casino/locale/support';
import styles from './AgentConsole.module.css';
import { useNow } from './useNow.ts';
import { visitorLine, waitingMinutes } from './who.ts';

const t = supportTexts.agent;

export interface ConversationListProps {
  conversations: AgentConversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The queue: every open chat, those waiting for an answer first and the longest waiting at the top (the server's
 * order), each with who it is, how long they have waited, who has taken it, and the last messages.
 */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const now = useNow();
  if (conversations.length === 0) return <p>{t.noConversations}</p>;
  return (
    <ul className={styles.conversations}>
      {conversations.map((c) => {
        const waited = waitingMinutes(c.waitingSince, now);
        return (
          <li key={c.id} className={styles.conversation} aria-current={c.id === selectedId ? 'true' : undefined}>
            <button type="button" className={styles.pick} onClick={() => onSelect(c.id)}>
              <span className="visually-hidden">{t.open(c.playerName)}</span>
              <span aria-hidden="true">{c.playerName}</span>
            </button>
            <p className={styles.customerNo}>{visitorLine(c)}</p>
            {waited !== null && <p className={styles.waiting}>{t.waiting(waited)}</p>}
            <p className={styles.customerNo}>{c.claimedBy ? t.claimedBy(c.claimedBy.name) : t.unclaimed}</p>
            <ul className={styles.lastMessages}>
              {c.messages.map((m) => (
                <li key={m.id}>
                  <span className={styles.sender}>{m.author}:</span> {filterProfanity(m.body)}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
