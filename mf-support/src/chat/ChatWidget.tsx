import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { accessibilityTexts, supportTexts } from '@casino/locale';
import { Button } from '@casino/ui';
import type { ChatPanelProps } from './ChatPanel.tsx';
import styles from './ChatWidget.module.css';
import { inactivityStorageKey } from './inactivity.ts';

let panelModule: Promise<{ default: ComponentType<ChatPanelProps> }> | null = null;

/** The chat itself is a chunk of its own, fetched on intent (hover, focus, a click), never with the page. */
function loadPanel() {
  panelModule ??= import(/* webpackChunkName: "chat-panel" */ './ChatPanel.tsx');
  panelModule.catch(() => {
    panelModule = null; // the next intent tries again
  });
  return panelModule;
}

/** A chat running in this tab (its inactivity timer is stored): the panel opens again after a reload. */
const chatRunning = () => {
  try {
    return sessionStorage.getItem(inactivityStorageKey) !== null;
  } catch {
    return false;
  }
};

/**
 * The support chat launcher the shell places where the chat is allowed (shell/src/behaviours/chat-visibility.ts).
 * Opening it loads the chat panel; a failed load is only logged (spec section 8) and the launcher stays.
 */
export default function ChatWidget() {
  const panelId = useId();
  const launcherId = useId();
  const widget = useRef<HTMLElement>(null);
  // A chat running in this tab opens again by itself after a reload, without taking the focus.
  const [open, setOpen] = useState(chatRunning);
  const [openedByPlayer, setOpenedByPlayer] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);

  const load = useCallback(() => {
    loadPanel().then(
      (module) => setPanel(() => module.default),
      (error: unknown) => {
        console.error('[support] the chat could not be loaded', error);
        setOpen(false);
      },
    );
  }, []);
  const prefetch = () => void loadPanel().catch(() => {});
  const show = () => {
    setOpen(true);
    setOpenedByPlayer(true);
    load();
  };
  const close = useCallback(() => {
    setOpen(false);
    // Focus goes back to the launcher, not to the top of the page.
    document.getElementById(launcherId)?.focus();
  }, [launcherId]);

  useEffect(() => {
    if (chatRunning()) load();
  }, [load]);

  // Escape inside the widget minimises the chat.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && widget.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    // A landmark of its own, so the launcher is not loose content outside the page's regions.
    <aside
      ref={widget}
      aria-label={accessibilityTexts.supportChat}
      className={styles.widget}
      data-remote="support"
      data-remote-version={__APP_VERSION__}
    >
      {Panel && <Panel id={panelId} hidden={!open} focusOnOpen={openedByPlayer} onClose={close} />}
      <Button
        id={launcherId}
        aria-expanded={open && Panel !== null}
        aria-controls={Panel ? panelId : undefined}
        onClick={() => (open ? close() : show())}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {supportTexts.chat.launcher}
      </Button>
    </aside>
  );
}
