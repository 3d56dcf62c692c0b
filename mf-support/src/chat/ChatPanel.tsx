import { useEffect, useRef } from 'react';
import { supportTexts } from '@casino/locale/support';
import { AppLink, paths } from '@casino/platform';
import { Button } from '@casino/ui';
import { Chat } from './Chat.tsx';
import styles from './ChatWidget.module.css';

const t = supportTexts.chat;

export interface ChatPanelProps {
  id: string;
  /** Minimised: the chat stays connected and its inactivity timer keeps running. */
  hidden: boolean;
  /** Opened by the player just now: focus moves into the panel (not when it reopens by itself after a reload). */
  focusOnOpen: boolean;
  onClose: () => void;
}

/** The widget's panel (loaded when the player first opens the chat): the chat and a way to a full page. */
export default function ChatPanel({ id, hidden, focusOnOpen, onClose }: ChatPanelProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!hidden && focusOnOpen) title.current?.focus();
  }, [hidden, focusOnOpen]);
  return (
    <section id={id} hidden={hidden} aria-labelledby={`${id}-title`} className={styles.panel}>
      <header className={styles.panelHeader}>
        <h2 id={`${id}-title`} ref={title} tabIndex={-1} className={styles.panelTitle}>
          {t.title}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t.minimise}
        </Button>
      </header>
      <Chat />
      <p>
        <AppLink to={paths.chat}>{t.fullPage}</AppLink>
      </p>
    </section>
  );
}
