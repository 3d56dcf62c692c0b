import { useQueryClient } from '@tanstack/react-query';
import { endChat, sendChatMessage, type AgentConversation } from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';
import { Button } from '@casino/ui';
import { chatKeys } from '../chat/chat-keys.ts';
import { MessageForm } from '../chat/MessageForm.tsx';
import { Transcript } from '../chat/Transcript.tsx';
import styles from './AgentConsole.module.css';

const t = supportTexts.agent;

/** One chat in the console: every message, the agent's answer, and ending it. */
export function ConversationView({ conversation }: { conversation: AgentConversation }) {
  const queryClient = useQueryClient();
  const key = chatKeys.agentConversation(conversation.id);
  const open = conversation.status === 'open';

  const reply = async (message: string) => {
    const result = await sendChatMessage(conversation.id, message);
    if (result.cancelled) return;
    const sent = result.data;
    queryClient.setQueryData<AgentConversation>(key, (c) =>
      c && !c.messages.some((m) => m.id === sent.id) ? { ...c, messages: [...c.messages, sent] } : c,
    );
  };
  const end = async () => {
    const result = await endChat(conversation.id);
    if (!result.cancelled) queryClient.setQueryData<AgentConversation>(key, (c) => (c ? { ...c, ...result.data } : c));
    void queryClient.invalidateQueries({ queryKey: chatKeys.agentConversations });
  };

  return (
    <section aria-labelledby="agent-conversation" className={styles.view}>
      <h2 id="agent-conversation">{t.conversationWith(conversation.playerName)}</h2>
      <p className={styles.customerNo}>{t.customerNo(conversation.customerNo)}</p>
      <Transcript conversation={conversation} reader="agent" />
      {open && (
        <>
          <MessageForm label={t.reply} submitLabel={t.send} onSend={reply} />
          <Button
            variant="danger"
            onClick={() => void end().catch((error: unknown) => console.error('[support] ending failed', error))}
          >
            {t.end}
          </Button>
        </>
      )}
    </section>
  );
}
