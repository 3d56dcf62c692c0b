import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { isChatInProgress, type ChatWidgetProps } from '@casino/platform';
import { ChatDock } from '@casino/ui';
import type { ChatPanelProps } from './ChatPanel.tsx';

let panelModule: Promise<{ default: ComponentType<ChatPanelProps> }> | null = null;

/** The chat itself is a chunk of its own, fetched on intent (hover, focus, a click), never with the page. */
function loadPanel() {
  panelModule ??= import(/* webpackChunkName: "chat-panel" */ './ChatPanel.tsx');
  panelModule.catch(() => {
    panelModule = null; // the next intent tries again
  });
  return panelModule;
}

/** Fetches the chat ahead of a click: the shell calls it when the player shows intent on its stand-in launcher. */
export function preload(): Promise<unknown> {
  return loadPanel();
}

/**
 * The support chat launcher the shell places where the chat is allowed (shell/src/behaviours/chat-visibility.ts).
 * Opening it loads the chat panel; a failed load is only logged (spec section 8) and the launcher stays.
 * `open`: the player clicked the shell's stand-in launcher, so the chat opens at once, focus and all.
 */
export default function ChatWidget({ open: openedInShell = false }: ChatWidgetProps) {
  const panelId = useId();
  const launcherId = useId();
  const widget = useRef<HTMLElement>(null);
  // A chat running in this tab (its timer is stored) opens again by itself after a reload, without taking the focus.
  const [openAtMount] = useState(() => openedInShell || isChatInProgress());
  const [open, setOpen] = useState(openAtMount);
  const [openedByPlayer, setOpenedByPlayer] = useState(openedInShell);
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);

  const load = useCallback(() => {
    loadPanel().then(
      (module) => setPanel(() => module.default),
      (error: unknown) => {
        console.error('[support] the chat could not be loaded', error);
        setOpen(false);
        // Opened from the shell's launcher, which this one replaced: the focus comes here rather than being lost.
        if (openedInShell) document.getElementById(launcherId)?.focus();
      },
    );
  }, [openedInShell, launcherId]);
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
    if (openAtMount) load();
  }, [openAtMount, load]);

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
    // A landmark of its own, so the launcher is not loose content outside the page's regions; the same corner
    // and launcher as the shell's stand-in, which this widget replaces without a shift.
    <ChatDock
      ref={widget}
      data-remote="support"
      data-remote-version={__APP_VERSION__}
      launcher={{
        id: launcherId,
        'aria-expanded': open && Panel !== null,
        'aria-controls': Panel ? panelId : undefined,
        onClick: () => (open ? close() : show()),
        onPointerEnter: prefetch,
        onFocus: prefetch,
      }}
    >
      {Panel && <Panel id={panelId} hidden={!open} focusOnOpen={openedByPlayer} onClose={close} />}
    </ChatDock>
  );
}
