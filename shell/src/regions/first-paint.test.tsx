import { act, render, screen } from '@testing-library/react';
import { RemoteRegion } from './RemoteRegion.tsx';

// The chat launcher loads after the page has painted, never before it. Federation is not
// started here, so every remote is "not in the registry" and each region settles on its fallback.
describe('a widget that waits for the page', () => {
  const consoleError = console.error;
  beforeEach(() => {
    console.error = () => {};
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('starts loading only once the page region has shown and that frame is on screen', async () => {
    function Page() {
      return <RemoteRegion module="games/routes">{() => <p>lobby</p>}</RemoteRegion>;
    }
    function Chat() {
      return (
        <RemoteRegion module="support/ChatWidget" widgetName="Chatten" loading={null} afterPagePaint>
          {() => <p>chat</p>}
        </RemoteRegion>
      );
    }
    const { rerender } = render(<Chat />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // No page yet (jsdom's path, /, belongs to games): the chat has not even started to load.
    expect(document.querySelector('[data-remote-region="support/ChatWidget"]')).toBeNull();

    await act(async () => {
      rerender(
        <>
          <Page />
          <Chat />
        </>,
      );
    });
    expect(await screen.findByText('Denne del af siden kunne ikke indlæses lige nu.')).toBeInTheDocument();
    // The page's fallback has painted; now the chat loads (and, with no registry, falls back too).
    expect(await screen.findByText('Chatten kunne ikke indlæses.')).toBeInTheDocument();
  });
});
