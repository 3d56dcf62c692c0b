import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupportRemote } from '../test-support/fake-support-remote.tsx';

const remote = fakeSupportRemote();
const { startFederation } = await import('../federation/runtime.ts');
const { markPagePainted } = await import('../regions/first-paint.ts');
const { chatTimerStorageKey } = await import('@casino/platform');
const { ChatLauncher } = await import('./ChatLauncher.tsx');

startFederation(remote.manifests, 5000);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const launcher = () => screen.getByRole('button', { name: 'Chat med os' });
const widget = () => document.querySelector('[data-remote="support"]');

// Spec section 2 (the widget script loads lazily): the chat loads on intent (hover, focus, touch), never with
// the page.
describe('the chat launcher', () => {
  beforeEach(() => sessionStorage.clear());

  it('loads none of the support remote before intent; hovering loads the widget and its chat, a click opens it', async () => {
    render(<ChatLauncher pathname="/" />);
    const corner = screen.getByRole('complementary', { name: 'Kundeservice' });
    expect(within(corner).getByRole('button', { name: 'Chat med os' })).toHaveAttribute('aria-expanded', 'false');
    await settle();
    expect(remote.loadRemote).not.toHaveBeenCalled();

    await userEvent.hover(launcher());
    await settle();
    expect(remote.loadRemote).toHaveBeenCalledWith('support/ChatWidget');
    expect(remote.preload).toHaveBeenCalled(); // the chat itself, so the click opens it at once
    expect(widget()).toBeNull(); // warming changes nothing on screen

    await userEvent.click(launcher());
    expect(await screen.findByRole('region', { name: 'Chat med kundeservice' })).toBeVisible();
    expect(widget()).toContainElement(launcher());
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(remote.loadRemote).toHaveBeenCalledTimes(1); // the click used what the hover fetched
  });

  it.each([
    ['focus', () => launcher().focus()],
    ['a touch', () => void fireEvent.touchStart(launcher())],
  ])('%s on the launcher starts loading the chat too', async (_intent, intent) => {
    render(<ChatLauncher pathname="/spil" />);
    const before = remote.preload.mock.calls.length;
    act(intent);
    await settle();
    expect(remote.preload.mock.calls.length).toBeGreaterThan(before);
    expect(widget()).toBeNull();
  });

  it.each([
    ['a tab with a chat in progress (spec 4: the chat and its timer come back after a reload)', '/', true],
    ["a page of support's own, whose remote loads anyway", '/help', false],
  ])('%s gets the widget with the page, without intent', async (_case, path, chatRunning) => {
    if (chatRunning) sessionStorage.setItem(chatTimerStorageKey, JSON.stringify({ endAt: Date.now() + 60_000 }));
    act(() => markPagePainted()); // it waits for the page's first paint (first-paint.test.tsx)
    render(<ChatLauncher pathname={path} />);
    // The widget's code loads from the (fake) remote first: wait for it, not for a fixed time (a busy CI
    // machine took longer than one settle).
    await waitFor(() => expect(widget()).toContainElement(launcher()));
  });
});
