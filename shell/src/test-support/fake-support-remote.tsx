import { jest } from '@jest/globals';
import type { ChatWidgetModule } from '@casino/platform';
import { ChatDock } from '@casino/ui';
import { fakeFederation } from './fake-federation.ts';

/**
 * The federation runtime with a support remote in memory: `loadRemote` answers the chat widget (a stand-in
 * for mf-support's, on the same corner and launcher) and counts its calls. Call before importing the shell's
 * federation code; then `startFederation` it as the shell does.
 */
export function fakeSupportRemote() {
  const preload = jest.fn(() => Promise.resolve());
  const widget: ChatWidgetModule = {
    default: ({ open = false }) => (
      <ChatDock data-remote="support" launcher={{ 'aria-expanded': open }}>
        {open && <section aria-label="Chat med kundeservice" />}
      </ChatDock>
    ),
    preload,
  };
  return {
    loadRemote: fakeFederation(widget),
    preload,
    widget,
    manifests: { support: 'http://localhost/remotes/support/1.0.0/mf-manifest.json' },
  };
}
