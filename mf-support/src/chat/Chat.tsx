import { useLocation } from 'react-router';
import { texts } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { AppLink, paths, usePlayer } from '@casino/platform';
import { Button, RegionFallback, RegionLoading } from '@casino/ui';
import styles from './Chat.module.css';
import { ContactForm } from './ContactForm.tsx';
import { MessageForm } from './MessageForm.tsx';
import { Transcript } from './Transcript.tsx';
import { usePlayerChat } from './usePlayerChat.ts';

const t = supportTexts.chat;

/** The support chat itself, the same in the widget and on /chat. */
export function Chat() {
  const chat = usePlayerChat();
  const { profile } = usePlayer();
  const { pathname, search } = useLocation();
  const { view } = chat;

  switch (view.kind) {
    case 'signed-out':
      return (
        <p>
          {t.signInFirst}{' '}
          <AppLink to={`${paths.login}?${new URLSearchParams({ callbackUrl: `${pathname}${search}` }).toString()}`}>
            {t.signIn}
          </AppLink>
        </p>
      );
    case 'loading':
      return <RegionLoading label={t.loading} />;
    case 'failed':
      return <RegionFallback compact message={t.loadFailed} retryLabel={texts.region.retry} onRetry={view.retry} />;
    case 'contact':
      return <ContactForm profile={profile} />;
    case 'start':
      return (
        <div className={styles.chat}>
          <p>{t.online}</p>
          <p>{t.startIntro}</p>
          <MessageForm label={t.messageLabel} submitLabel={t.start} onSend={chat.start} />
        </div>
      );
    case 'conversation': {
      const { conversation } = view;
      const open = conversation.status === 'open';
      const waiting = open && conversation.messages.every((m) => m.sender === 'player');
      return (
        <div className={styles.chat}>
          <Transcript conversation={conversation} reader="player" />
          {waiting && <p className={styles.hint}>{t.waiting}</p>}
          {open ? (
            <>
              <MessageForm label={t.messageLabel} submitLabel={t.send} onSend={chat.send} />
              <Button variant="secondary" onClick={chat.end}>
                {t.end}
              </Button>
            </>
          ) : (
            <Button onClick={chat.startOver}>{t.newChat}</Button>
          )}
        </div>
      );
    }
  }
}
