import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setAgentPresence } from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';
import { Button } from '@casino/ui';
import { FormError } from '@casino/ui/forms';
import { chatKeys } from '../chat/chat-keys.ts';
import { failureText } from '../chat/form-failure.ts';
import styles from './AgentConsole.module.css';

const t = supportTexts.agent;

/** The agent's own online switch: with no agent online, players get the contact form instead of a chat. */
export function PresenceSwitch({ online }: { online: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await setAgentPresence(!online);
      if (!result.cancelled) queryClient.setQueryData(chatKeys.agent, result.data);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="agent-presence" className={styles.presence}>
      <h2 id="agent-presence">{t.presence}</h2>
      <p role="status" data-online={online}>
        {online ? t.online : t.offline}
      </p>
      <Button variant={online ? 'secondary' : 'primary'} disabled={busy} onClick={() => void toggle()}>
        {online ? t.goOffline : t.goOnline}
      </Button>
      <FormError>{failure}</FormError>
    </section>
  );
}
