import type { ChatEndReason } from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';

/**
 * The message that closes a chat. Spec section 4: a chat the inactivity timer ended replaces the usual end
 * message with the text saying the player did not return within 10 minutes and the chat was closed.
 */
export function endMessageOf(reason: ChatEndReason): string {
  return supportTexts.chat.ended[reason];
}
