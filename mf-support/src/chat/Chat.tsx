import { texts } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { usePlayer } from '@casino/platform';
import { Button, RegionFallback, RegionLoading } from '@casino/ui';
import styles from './Chat.module.css';
import { ContactForm } from './ContactForm.tsx';
import { GuestIntro } from './GuestIntro.tsx';
import { MessageForm } from './MessageForm.tsx';
import { Transcript } from './Transcript.tsx';
import { usePlayerChat } from './usePlayerChat.ts';

const t = supportTexts.chat;

/** The support chat itself, the same in the widget and on /chat. */
export function Chat() {
  const chat = usePlayerChat();
  const { profile } = usePlayer();
  const { view } = chat;

  switch (view.kind) {
    case 'guest-intro':
      return <GuestIntro onContinue={chat.becomeGuest} />;
    case 'loading':
      return <RegionLoading label={t.loading} />;
    case 'failed':
      return <RegionFallback compact message={t.loadFailed} retryLabel={texts.region.retry} onRetry={view.retry} />;
    case 'contact':
      return chat.visitor?.kind === 'guest' ? (
        <ContactForm guest={chat.visitor.guest} />
      ) : (
        <ContactForm profile={profile} />
      );
    case 'start':
      return (
        <div className={styles.chat}>
          {chat.visitor?.kind === 'guest' && <p className={styles.hint}>{t.asGuest(chat.visitor.guest.name)}</p>}
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
