/**
 * Where the support chat keeps its running inactivity timer (spec section 4: its end time, in the tab's
 * session storage). Written by the chat (mf-support); read by the shell too, which loads the chat widget
 * with the page only for a tab with a chat in progress, and otherwise on the player's intent.
 */
export const chatTimerStorageKey = 'casino.chat.inactivity';

/** A chat is in progress in this tab: its timer is stored. */
export function isChatInProgress(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(chatTimerStorageKey) != null;
  } catch {
    return false; // storage blocked: no chat to restore
  }
}
