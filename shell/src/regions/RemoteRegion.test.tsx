import { act, render, screen } from '@testing-library/react';
import { init } from '@module-federation/enhanced/runtime';
import { startFederation } from '../federation/runtime.ts';
import { RemoteRegion } from './RemoteRegion.tsx';

// ARCHITECTURE rule 5: a remote that cannot load gives a Danish fallback with a retry, for that
// region only. Federation is not started here, so every remote is "not in the registry".
describe('remote region', () => {
  // The region logs what failed (for the console and monitoring); keep it out of the test output.
  const logged: unknown[][] = [];
  const consoleError = console.error;
  beforeEach(() => {
    logged.length = 0;
    console.error = (...args: unknown[]) => void logged.push(args);
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('shows the Danish fallback in place of the page, and a retry tries again', async () => {
    let rendered = 0;
    // Awaited: the region suspends on its load before it shows anything.
    await act(async () => {
      render(
        <main>
          <RemoteRegion module="profile/routes">
            {() => {
              rendered += 1;
              return <p>profile</p>;
            }}
          </RemoteRegion>
        </main>,
      );
    });
    // A failed load must end in the fallback, not in a new attempt on every render.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Denne del af siden kunne ikke indlæses lige nu.');
    expect(alert.closest('[data-remote-region="profile/routes"]')).not.toBeNull();

    expect(logged.some(([first]) => first === '[region profile/routes]')).toBe(true);

    const before = logged.length;
    await act(async () => screen.getByRole('button', { name: 'Prøv igen' }).click());
    expect(await screen.findByRole('alert')).toHaveTextContent('Denne del af siden kunne ikke indlæses lige nu.');
    // The retry made a new attempt, which failed (and was logged) again.
    expect(logged.length).toBeGreaterThan(before);
    expect(rendered).toBe(0);
  });

  it("shows a widget's fallback in the shell's notice stack, outside the page flow", async () => {
    await act(async () => {
      render(
        <main>
          <RemoteRegion module="support/ChatWidget" widgetName="Chatten" loading={null}>
            {() => <p>chat</p>}
          </RemoteRegion>
        </main>,
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chatten kunne ikke indlæses.');
    expect(alert.closest('[data-region-notices]')).not.toBeNull();
    expect(alert.closest('main')).toBeNull();
    expect(alert.closest('[data-region-fallback="support/ChatWidget"]')).not.toBeNull();
  });

  it('falls back once a remote stops answering, instead of trying again on every render', async () => {
    const realFetch = globalThis.fetch;
    let fetches = 0;
    globalThis.fetch = () => {
      fetches += 1;
      return new Promise<Response>(() => {}); // a manifest that never answers
    };
    try {
      init({ name: 'shell', remotes: [] }); // what the host's build does at startup
      startFederation({ games: 'http://localhost/remotes/games/1.0.0/mf-manifest.json' }, 50);
      await act(async () => {
        render(<RemoteRegion module="games/routes">{() => <p>games</p>}</RemoteRegion>);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Denne del af siden kunne ikke indlæses lige nu.');
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(fetches).toBe(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
