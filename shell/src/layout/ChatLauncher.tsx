import { useState } from 'react';
import { texts } from '@casino/locale';
import { isChatInProgress, ownerOf } from '@casino/platform';
import { ChatDock } from '@casino/ui';
import { prefetchRemoteModule } from '../federation/runtime.ts';
import { RemoteRegion } from '../regions/RemoteRegion.tsx';

const chatWidget = 'support/ChatWidget';

/** Intent (pointer over, focus on or touch of the launcher): the widget's code, then its chat, start loading. */
function warmChat() {
  prefetchRemoteModule(chatWidget, (module) => module.preload?.());
}

/** The widget's own corner and launcher, drawn by the shell until the widget is there (same place, same name). */
function StandIn({ onOpen }: { onOpen?: () => void }) {
  return (
    <ChatDock
      launcher={{
        'aria-expanded': false,
        onPointerEnter: warmChat,
        onFocus: warmChat,
        onTouchStart: warmChat,
        onClick: onOpen,
      }}
    />
  );
}

/**
 * The support chat launcher: a cold page loads none of the support remote for it. The shell draws
 * the launcher; the player's intent loads the widget, and a click mounts it with the chat open. A tab with a
 * chat in progress, or a page of support's own (whose remote loads anyway), mounts the widget with the page,
 * so a running chat and its timer come back after a reload.
 */
export function ChatLauncher({ pathname }: { pathname: string }) {
  const withPage = isChatInProgress() || ownerOf(pathname) === 'support';
  const [mounted, setMounted] = useState<'no' | 'with-page' | 'opened'>(withPage ? 'with-page' : 'no');
  // Once mounted it stays, whatever the next page: the chat must not close under the player.
  if (mounted === 'no' && withPage) setMounted('with-page');

  if (mounted === 'no') {
    return (
      // Marked as the widget's region, as the widget is once it has loaded.
      <div data-remote-region={chatWidget} style={{ display: 'contents' }}>
        <StandIn onOpen={() => setMounted('opened')} />
      </div>
    );
  }
  return (
    <RemoteRegion
      module={chatWidget}
      widgetName={texts.widgets.chat}
      loading={mounted === 'opened' ? <StandIn /> : null}
      resetKeys={[pathname]}
      afterPagePaint={mounted === 'with-page'}
    >
      {({ default: ChatWidget }) => <ChatWidget open={mounted === 'opened'} />}
    </RemoteRegion>
  );
}
