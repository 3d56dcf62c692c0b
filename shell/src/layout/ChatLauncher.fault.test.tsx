import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupportRemote } from '../test-support/fake-support-remote.tsx';

const remote = fakeSupportRemote();
const { startFederation } = await import('../federation/runtime.ts');
const { ChatLauncher } = await import('./ChatLauncher.tsx');

startFederation(remote.manifests, 5000);

/** A click that starts a load the region waits for: awaited, so React hears when the load settles. */
const clickAndWait = (button: HTMLElement) => act(async () => void fireEvent.click(button));

// ARCHITECTURE rule 5: the launcher stands in for the widget, so a support remote that fails shows the
// region's Danish fallback once the player clicks; a failed warm-up alone shows nothing.
describe('the chat launcher when the support remote fails', () => {
  const consoleError = console.error;
  beforeEach(() => {
    console.error = () => {}; // the region logs the failure
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('a click shows "Chatten kunne ikke indlæses." with a retry that brings the chat, open', async () => {
    remote.loadRemote.mockImplementation(() => Promise.reject(new Error('manifest 404')));
    render(<ChatLauncher pathname="/" />);
    await userEvent.hover(screen.getByRole('button', { name: 'Chat med os' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await clickAndWait(screen.getByRole('button', { name: 'Chat med os' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chatten kunne ikke indlæses.');

    remote.loadRemote.mockImplementation(() => Promise.resolve(remote.widget));
    await clickAndWait(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('region', { name: 'Chat med kundeservice' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
