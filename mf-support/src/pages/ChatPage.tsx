import { supportTexts } from '@casino/locale/support';
import { Page } from '@casino/ui';
import { Chat } from '../chat/Chat.tsx';

/** /chat: the same chat as the widget, as a full page (the widget is hidden here). */
export default function ChatPage() {
  return (
    <Page title={supportTexts.chat.title}>
      <Chat />
    </Page>
  );
}
