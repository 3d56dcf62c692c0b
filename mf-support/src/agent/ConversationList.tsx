import type { AgentConversation } from '@casino/api-client/chat';
import { filterProfanity, supportTexts } from '@casino/locale/support';
import styles from './AgentConsole.module.css';

const t = supportTexts.agent;

export interface ConversationListProps {
  conversations: AgentConversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Every open chat: the player's name and customer number and the last messages, the longest waiting first. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  if (conversations.length === 0) return <p>{t.noConversations}</p>;
  return (
    <ul className={styles.conversations}>
      {conversations.map((c) => (
        <li key={c.id} className={styles.conversation} aria-current={c.id === selectedId ? 'true' : undefined}>
          <button type="button" className={styles.pick} onClick={() => onSelect(c.id)}>
            <span className="visually-hidden">{t.open(c.playerName)}</span>
            <span aria-hidden="true">{c.playerName}</span>
          </button>
          <p className={styles.customerNo}>{t.customerNo(c.customerNo)}</p>
          <ul className={styles.lastMessages}>
            {c.messages.map((m) => (
              <li key={m.id}>
                <span className={styles.sender}>{m.author}:</span> {filterProfanity(m.body)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
