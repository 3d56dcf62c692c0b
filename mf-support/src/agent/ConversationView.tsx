import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  claimConversation,
  endChat,
  getAgents,
  handOverConversation,
  sendChatMessage,
  type AgentConversation,
  type SupportAgent,
} from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';
import { Button } from '@casino/ui';
import { FormError, SelectField } from '@casino/ui/forms';
import { chatKeys } from '../chat/chat-keys.ts';
import { MessageForm } from '../chat/MessageForm.tsx';
import { Transcript } from '../chat/Transcript.tsx';
import { useFormFailure } from '../chat/form-failure.ts';
import { AccountPanel } from './AccountPanel.tsx';
import styles from './AgentConsole.module.css';
import { visitorLine } from './who.ts';

const t = supportTexts.agent;

/**
 * One chat in the console: who has it (taking it, handing it over), every message, the agent's answer, ending
 * it, and for a player their account beside it.
 */
export function ConversationView({ conversation, me }: { conversation: AgentConversation; me: SupportAgent }) {
  const queryClient = useQueryClient();
  const key = chatKeys.agentConversation(conversation.id);
  const open = conversation.status === 'open';
  const mine = conversation.claimedBy?.agentId === me.agentId;
  const [showAccount, setShowAccount] = useState(false);
  const { failure, attempt: tryTo } = useFormFailure();

  const update = (next: AgentConversation) => {
    queryClient.setQueryData<AgentConversation>(key, next);
    void queryClient.invalidateQueries({ queryKey: chatKeys.agentConversations });
  };
  const attempt = (work: () => Promise<void>) => void tryTo(work);
  const reply = async (message: string) => {
    const result = await sendChatMessage(conversation.id, message);
    if (result.cancelled) return;
    const sent = result.data;
    queryClient.setQueryData<AgentConversation>(key, (c) =>
      c && !c.messages.some((m) => m.id === sent.id)
        ? { ...c, messages: [...c.messages, sent], claimedBy: c.claimedBy ?? { agentId: me.agentId, name: me.name } }
        : c,
    );
  };
  const claim = () =>
    attempt(async () => {
      const result = await claimConversation(conversation.id);
      if (!result.cancelled) update(result.data);
    });
  const end = () =>
    attempt(async () => {
      const result = await endChat(conversation.id);
      if (!result.cancelled)
        queryClient.setQueryData<AgentConversation>(key, (c) => (c ? { ...c, ...result.data } : c));
      void queryClient.invalidateQueries({ queryKey: chatKeys.agentConversations });
    });

  return (
    <section aria-labelledby="agent-conversation" className={styles.view}>
      <h2 id="agent-conversation">{t.conversationWith(conversation.playerName)}</h2>
      <p className={styles.customerNo}>{visitorLine(conversation)}</p>
      {open && (
        <div className={styles.claim}>
          <p role="status">
            {mine ? t.claimedByYou : conversation.claimedBy ? t.claimedBy(conversation.claimedBy.name) : t.unclaimed}
          </p>
          {!conversation.claimedBy && <Button onClick={claim}>{t.claim}</Button>}
          {mine && <HandOver conversationId={conversation.id} me={me} onHandedOver={update} run={attempt} />}
        </div>
      )}
      <FormError>{failure}</FormError>
      {conversation.visitor === 'player' && (
        <>
          <Button variant="secondary" aria-expanded={showAccount} onClick={() => setShowAccount((shown) => !shown)}>
            {t.showAccount}
          </Button>
          {showAccount && <AccountPanel conversationId={conversation.id} />}
        </>
      )}
      <Transcript conversation={conversation} reader="agent" />
      {open && (!conversation.claimedBy || mine) && (
        <>
          <MessageForm label={t.reply} submitLabel={t.send} onSend={reply} />
          <Button variant="danger" onClick={end}>
            {t.end}
          </Button>
        </>
      )}
    </section>
  );
}

interface HandOverProps {
  conversationId: string;
  me: SupportAgent;
  onHandedOver: (conversation: AgentConversation) => void;
  /** Runs the hand-over, showing why it failed. */
  run: (work: () => Promise<void>) => void;
}

/** The agent who has a chat gives it to a colleague. */
function HandOver({ conversationId, me, onHandedOver, run }: HandOverProps) {
  const [to, setTo] = useState('');
  const agents = useQuery({
    queryKey: chatKeys.agents,
    queryFn: async ({ signal }) => (await getAgents({ signal })).data ?? [],
  });
  const others = (agents.data ?? []).filter((agent) => agent.agentId !== me.agentId);
  if (others.length === 0) return null;
  const handOver = () =>
    run(async () => {
      const result = await handOverConversation(conversationId, Number(to));
      if (!result.cancelled) onHandedOver(result.data);
    });
  return (
    <div className={styles.handover}>
      <SelectField
        label={t.handOverTo}
        value={to}
        placeholder={t.chooseAgent}
        onChange={(event) => setTo(event.target.value)}
        options={others.map((agent) => ({ value: String(agent.agentId), label: agent.name }))}
      />
      <Button variant="secondary" disabled={!to} onClick={handOver}>
        {t.handOver}
      </Button>
    </div>
  );
}
