// The server's repeating work (payouts, idle chats, left hands): one round at a time, and a slow round does not
// leave a queue of rounds behind it that then run back to back against the database.
import { startRepeatingJob } from './repeating-job.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a repeating job', () => {
  it('skips the ticks that come while a round still runs, so a slow round leaves no pile of rounds behind', async () => {
    let rounds = 0;
    let slowRoundDone = () => {};
    const slowRound = new Promise<void>((resolve) => (slowRoundDone = resolve));
    const stop = startRepeatingJob('test', async () => (++rounds === 1 ? slowRound : undefined), 10);
    await jest.advanceTimersByTimeAsync(150); // fifteen ticks while the first round runs
    expect(rounds).toBe(1);
    slowRoundDone();
    await jest.advanceTimersByTimeAsync(10);
    expect(rounds).toBe(2);
    await stop();
  });

  it('waits for the running round when stopped, and runs none after', async () => {
    let rounds = 0;
    let roundDone = () => {};
    const stop = startRepeatingJob('test', () => new Promise<void>((resolve) => (rounds++, (roundDone = resolve))), 5);
    await jest.advanceTimersByTimeAsync(5);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    roundDone();
    await stopping;
    await jest.advanceTimersByTimeAsync(50);
    expect(rounds).toBe(1);
  });

  it('tells of every round it ran, done or failed (the metrics count them)', async () => {
    const rounds: string[] = [];
    let round = 0;
    const work = async () => {
      if (++round === 2) throw new Error('the database went away');
    };
    const stop = startRepeatingJob('test', work, 10, (job, outcome) => rounds.push(`${job} ${outcome}`));
    await jest.advanceTimersByTimeAsync(30);
    await stop();
    expect(rounds).toEqual(['test done', 'test failed', 'test done']);
  });
});
