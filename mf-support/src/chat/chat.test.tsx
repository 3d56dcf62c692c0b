import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import type { ChatConversation, ChatMessage } from '@casino/api-client/chat';
import { sessionAtom, type SessionSnapshot } from '@casino/platform';
import { renderWithProviders } from '@casino/testing';
import { origin, server, setupMswServer } from '@casino/build-config/msw';
import { http, HttpResponse } from 'msw';
import ChatWidget from './ChatWidget.tsx';
import { ContactForm } from './ContactForm.tsx';
import { Transcript } from './Transcript.tsx';

const message = (id: number, sender: ChatMessage['sender'], body: string): ChatMessage => ({
  id,
  conversationId: '7b0f3c1e-2f4a-4c55-9d1e-8a2b6c0d4e11',
  sender,
  author: sender === 'player' ? 'Mette' : 'Sara fra kundeservice',
  body,
  createdAt: '2026-11-22T13:05:00.000Z',
});

const conversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  id: '7b0f3c1e-2f4a-4c55-9d1e-8a2b6c0d4e11',
  status: 'open',
  startedAt: '2026-11-22T13:00:00.000Z',
  endedAt: null,
  endReason: null,
  messages: [message(1, 'player', 'Hej'), message(2, 'agent', 'Hej Mette, hvad kan jeg hjælpe med?')],
  ...overrides,
});

// Spec section 5 (profanity filter): messages are plain text, never HTML.
describe('chat messages', () => {
  it('shows swear words as *** whoever wrote them, and the rest as typed', () => {
    renderWithProviders(
      <Transcript
        reader="player"
        conversation={conversation({
          messages: [message(1, 'player', 'Sikke noget LORT!'), message(2, 'agent', 'Pisk fløden')],
        })}
      />,
    );
    const log = screen.getByRole('log', { name: 'Beskeder i chatten' });
    expect(log).toHaveTextContent('Sikke noget ***!');
    expect(log).toHaveTextContent('Pisk fløden');
    expect(log).not.toHaveTextContent('LORT');
  });

  it('shows markup in a message as the text it is, without running or rendering it', () => {
    const html = '<img src=x onerror="window.__chatXss = true"><b>fed</b>';
    renderWithProviders(
      <Transcript reader="agent" conversation={conversation({ messages: [message(1, 'player', html)] })} />,
    );
    expect(screen.getByRole('log')).toHaveTextContent(html);
    expect(screen.getByRole('log').querySelector('img, b')).toBeNull();
  });

  it('names the player’s own messages "Dig" and the agent by name', () => {
    renderWithProviders(<Transcript reader="player" conversation={conversation()} />);
    const [mine, theirs] = screen.getAllByRole('listitem');
    expect(mine).toHaveTextContent(/^Dig 14\.05/);
    expect(theirs).toHaveTextContent(/^Sara fra kundeservice 14\.05/);
  });
});

// Spec section 4: an auto-ended chat replaces its end message.
describe('the end of a chat', () => {
  it('says the player did not return within 10 minutes when the inactivity timer ended it', () => {
    renderWithProviders(
      <Transcript reader="player" conversation={conversation({ status: 'ended', endReason: 'inactivity' })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Du vendte ikke tilbage inden for 10 minutter, så chatten er blevet lukket.',
    );
    expect(screen.queryByText('Du har afsluttet chatten.')).toBeNull();
  });

  it('keeps the usual end message for a chat the player or the agent ended', () => {
    const { unmount } = renderWithProviders(
      <Transcript reader="player" conversation={conversation({ status: 'ended', endReason: 'player' })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Du har afsluttet chatten.');
    unmount();
    renderWithProviders(
      <Transcript reader="player" conversation={conversation({ status: 'ended', endReason: 'agent' })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Kundeservice har afsluttet chatten.');
  });
});

// Spec section 2: the contact form prefills name, e-mail and phone from the profile, read-only.
describe('the offline contact form', () => {
  it('shows the profile’s name, e-mail and phone read-only, and only the message can be typed', () => {
    renderWithProviders(
      <ContactForm profile={{ name: 'Mette Jensen', email: 'spiller@casino.test', phoneNumber: '20123456' }} />,
    );
    for (const [label, value] of [
      ['Navn', 'Mette Jensen'],
      ['E-mail', 'spiller@casino.test'],
      ['Telefon', '20123456'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Besked')).not.toHaveAttribute('readonly');
  });

  it('asks for a message before sending, in Danish', async () => {
    renderWithProviders(
      <ContactForm profile={{ name: 'Mette Jensen', email: 'spiller@casino.test', phoneNumber: null }} />,
    );
    expect(screen.getByLabelText('Telefon')).toHaveValue('Ikke oplyst');
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Skriv en besked.');
  });
});

// A visitor the server does not know as a guest yet; the chat status is online.
setupMswServer();
beforeEach(() =>
  server.use(
    http.get(`${origin}/api/support/guest`, () => HttpResponse.json(null)),
    http.get(`${origin}/api/support/status`, () => HttpResponse.json({ status: 'online' })),
  ),
);

function SignedOut({ children }: { children: ReactNode }) {
  const signedOut: SessionSnapshot = { status: 'unauthenticated' };
  useHydrateAtoms([[sessionAtom, signedOut]]);
  return <>{children}</>;
}

// Spec section 2 (the widget script loads lazily): the widget loads the chat on intent, not with the page.
describe('the chat widget', () => {
  it('is a launcher in a landmark of its own, with the chat not loaded until it is opened', () => {
    renderWithProviders(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: 'Chat med os' });
    expect(screen.getByRole('complementary', { name: 'Kundeservice' })).toContainElement(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Chat med kundeservice' })).toBeNull();
  });

  it('opens the chat panel, which offers a signed-out visitor to write as a guest or sign in, and closes back to the launcher', async () => {
    renderWithProviders(
      <SignedOut>
        <ChatWidget />
      </SignedOut>,
      '/spil',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chat med os' }));
    expect(await screen.findByRole('heading', { name: 'Chat med kundeservice' })).toBeVisible();
    expect(await screen.findByLabelText('Dit navn')).toBeVisible();
    expect(screen.getByLabelText('Din e-mail')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log ind' })).toHaveAttribute('href', '/auth/login?callbackUrl=%2Fspil');
    expect(screen.getByRole('button', { name: 'Chat med os' })).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the chat, so a keyboard user carries on there.
    expect(screen.getByRole('heading', { name: 'Chat med kundeservice' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Chat med kundeservice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat med os' })).toHaveFocus();
  });

  it("mounted by a click on the shell's launcher, it opens the chat at once, focus and all, and keeps its own launcher", async () => {
    renderWithProviders(
      <SignedOut>
        <ChatWidget open />
      </SignedOut>,
    );
    expect(await screen.findByRole('heading', { name: 'Chat med kundeservice' })).toHaveFocus();
    const launcher = screen.getByRole('button', { name: 'Chat med os' });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(launcher);
    expect(screen.queryByRole('heading', { name: 'Chat med kundeservice' })).toBeNull();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });
});
