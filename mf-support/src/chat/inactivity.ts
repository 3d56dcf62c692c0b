import { chatInactivityMs } from '@casino/api-client';
import type { ChatStatus } from '@casino/api-client/chat';
import { chatTimerStorageKey } from '@casino/platform';

interface StoredTimer {
  endAt: number;
  timerId: number;
}

export type InactivityEnd = 'inactivity' | 'offline';

export interface ChatInactivityOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Ends the chat: after 10 minutes without activity, or because chat went offline. */
  onEnd: (reason: InactivityEnd) => void;
  timeoutMs?: number;
  now?: () => number;
}

export interface ChatInactivity {
  /** Starting a chat clears the timer (and any end time left by an earlier chat). */
  chatStarted: () => void;
  /**
   * Chat activity (a message either way): the 10-minute timer starts again, from the message's own time when
   * given (`at`, as the server stamped it: the server ends an idle chat from the same moment), never later than now.
   */
  activity: (at?: number) => void;
  /** On load or reconnect: past the stored end time the chat ends at once; before it the timer resumes. */
  restore: () => void;
  /** Chat status offline ends the chat. */
  statusChanged: (status: ChatStatus) => void;
  /** The chat has ended, however: no timer is left. */
  ended: () => void;
  /** The chat leaves the screen (not ended): the timer stops here, its end time stays for `restore`. */
  dispose: () => void;
}

function read(storage: ChatInactivityOptions['storage']): StoredTimer | null {
  try {
    const value = JSON.parse(storage.getItem(chatTimerStorageKey) ?? 'null') as Partial<StoredTimer> | null;
    return typeof value?.endAt === 'number' ? { endAt: value.endAt, timerId: Number(value.timerId) } : null;
  } catch {
    return null;
  }
}

/**
 * Spec section 4, the chat's inactivity rules, as plain logic (timers and storage are handed in): activity starts
 * a 10-minute (600,000 ms) timer whose expiry ends the chat; its end time and timer id live in session storage
 * and are restored after a reload or reconnect; starting a chat clears it; chat going offline ends the chat.
 */
export function createChatInactivity({
  storage,
  onEnd,
  timeoutMs = chatInactivityMs,
  now = Date.now,
}: ChatInactivityOptions): ChatInactivity {
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const forget = () => {
    stop();
    storage.removeItem(chatTimerStorageKey);
  };
  const end = (reason: InactivityEnd) => {
    forget();
    onEnd(reason);
  };
  const schedule = (endAt: number) => {
    stop();
    timer = setTimeout(() => end('inactivity'), Math.max(0, endAt - now()));
    storage.setItem(chatTimerStorageKey, JSON.stringify({ endAt, timerId: Number(timer) } satisfies StoredTimer));
  };

  return {
    chatStarted: forget,
    activity: (at) => schedule(Math.min(at ?? now(), now()) + timeoutMs),
    restore: () => {
      const stored = read(storage);
      if (!stored) return;
      // The id of a timer from before a reload means nothing now; one from this page is stopped first.
      clearTimeout(stored.timerId);
      if (stored.endAt <= now()) end('inactivity');
      else schedule(stored.endAt);
    },
    statusChanged: (status) => {
      if (status === 'offline') end('offline');
    },
    ended: forget,
    dispose: stop,
  };
}
