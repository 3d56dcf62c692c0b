import { useAtomValue } from 'jotai';
import type { SupportAgent } from '@casino/api-client/chat';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { texts } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { AppLink, paths, sessionAtom } from '@casino/platform';
import { Page, RegionFallback, RegionLoading } from '@casino/ui';
import styles from './AgentConsole.module.css';
import { ContactMessages } from './ContactMessages.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ConversationView } from './ConversationView.tsx';
import { PayoutCases } from './PayoutCases.tsx';
import { PresenceSwitch } from './PresenceSwitch.tsx';
import { useAgentConsole, useSupportAgent } from './useAgentConsole.ts';

const t = supportTexts.agent;

/** /support/agent: the support agents' console. Only an account with the agent role gets past 403. */
export default function AgentConsolePage() {
  const session = useAtomValue(sessionAtom);
  const { pathname } = useLocation();
  const agent = useSupportAgent(session.status === 'authenticated');
  return (
    <Page title={t.title}>
      {session.status === 'unauthenticated' ? (
        <p>
          {t.agentsOnly}{' '}
          <AppLink to={`${paths.login}?${new URLSearchParams({ callbackUrl: pathname }).toString()}`}>
            {supportTexts.chat.signIn}
          </AppLink>
        </p>
      ) : agent.isError ? (
        <p role="alert">{t.agentsOnly}</p>
      ) : agent.data ? (
        <AgentConsole me={agent.data} />
      ) : (
        <RegionLoading label={texts.region.loading} />
      )}
    </Page>
  );
}

function AgentConsole({ me }: { me: SupportAgent }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { conversations, selected, contactMessages, payoutCases } = useAgentConsole(selectedId);
  const retry = () => void conversations.refetch();
  return (
    <div className={styles.console}>
      <PresenceSwitch online={me.online} />
      <div className={styles.columns}>
        <section aria-labelledby="agent-conversations" className={styles.list}>
          <h2 id="agent-conversations">{t.conversations}</h2>
          {conversations.isError ? (
            <RegionFallback compact message={texts.region.failed} retryLabel={texts.region.retry} onRetry={retry} />
          ) : (
            <ConversationList
              conversations={conversations.data ?? []}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
          )}
        </section>
        {selected.data ? <ConversationView conversation={selected.data} me={me} /> : <p>{t.choose}</p>}
      </div>
      <ContactMessages messages={contactMessages.data ?? []} />
      <PayoutCases cases={payoutCases.data ?? []} />
    </div>
  );
}
