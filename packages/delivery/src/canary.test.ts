import { canary } from './canary.ts';
import { promote, rollback } from './publish.ts';
import { readRegistry } from './registry-store.ts';
import { tempDeployFolders } from './test-deploy.ts';

const deploy = tempDeployFolders();

/** Payments 1.0.0 in force in production, 2.0.0 and 3.0.0 published beside it. */
async function threeVersions() {
  const [stable, next, other] = await deploy.publishSeries('payments', ['1.0.0', '2.0.0', '3.0.0']);
  return { stable: stable!, next: next!, other: other! };
}

const paymentsIn = async (env: 'production' | 'staging' = 'production') =>
  (await readRegistry(deploy.root, env)).remotes.payments!;

describe('a canary of the payments remote', () => {
  it('runs beside the version in force, and --percent again changes only its share', async () => {
    const { stable, next } = await threeVersions();
    await canary(deploy.root, 'production', 'payments', next, 5);
    const started = (await paymentsIn()).canary!;
    expect(started).toMatchObject({ version: next, percent: 5 });
    await canary(deploy.root, 'production', 'payments', next, 25);
    expect((await paymentsIn()).canary).toEqual({ ...started, percent: 25 });
    expect((await paymentsIn()).current).toBe(stable);
  });

  it('refuses an unpublished version and a second version while one runs', async () => {
    const { next, other } = await threeVersions();
    await expect(canary(deploy.root, 'production', 'payments', '9.9.9', 5)).rejects.toThrow('not published');
    await canary(deploy.root, 'production', 'payments', next, 5);
    await expect(canary(deploy.root, 'production', 'payments', other, 5)).rejects.toThrow(
      'promote or roll it back first',
    );
  });

  it('becomes everyone’s version when promoted', async () => {
    const { stable, next } = await threeVersions();
    await canary(deploy.root, 'production', 'payments', next, 10);
    await promote(deploy.root, 'production', 'payments', next);
    const entry = await paymentsIn();
    expect(entry.current).toBe(next);
    expect(entry.canary).toBeUndefined();
    expect(entry.lastCanary).toMatchObject({ version: next, outcome: 'promoted' });
    expect(await rollback(deploy.root, 'production', 'payments')).toBe(stable);
  });

  it('ends on rollback, leaving everyone on the version in force', async () => {
    const { stable, next } = await threeVersions();
    await canary(deploy.root, 'production', 'payments', next, 10);
    expect(await rollback(deploy.root, 'production', 'payments')).toBe(stable);
    const entry = await paymentsIn();
    expect(entry.canary).toBeUndefined();
    expect(entry.lastCanary).toMatchObject({ version: next, outcome: 'rolled back' });
    expect(entry.current).toBe(stable);
  });

  it('runs in one environment only', async () => {
    const { next } = await threeVersions();
    await canary(deploy.root, 'production', 'payments', next, 10);
    expect((await paymentsIn('staging')).canary).toBeUndefined();
  });
});
