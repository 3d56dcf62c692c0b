import {
  hostProvides,
  remoteRequirements,
  requirementsFileName,
  providesFileName,
} from '@casino/build-config/federation-contract';
import { sharedConfig } from '@casino/build-config';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canary } from './canary.ts';
import { incompatibilities } from './compatibility.ts';
import { remoteNames, repoRoot } from './layout.ts';
import { promote, publish } from './publish.ts';
import { readRegistry } from './registry-store.ts';
import { tempDeployFolders } from './test-deploy.ts';

const deploy = tempDeployFolders();
let shellDir: string;
beforeEach(async () => {
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await writeFile(path.join(shellDir, providesFileName), JSON.stringify(hostProvides(sharedConfig())));
});
afterEach(() => rm(shellDir, { recursive: true, force: true }));

/** A payments build whose own code is `source`, with the requirements its build records. */
async function paymentsBuild(name: string, source: string): Promise<string> {
  const app = await mkdtemp(path.join(tmpdir(), 'mf-payments-'));
  await mkdir(path.join(app, 'src'));
  await writeFile(path.join(app, 'src', 'DepositPage.tsx'), source);
  const dist = await deploy.build(name, '2.0.0', source);
  await writeFile(path.join(dist, requirementsFileName), JSON.stringify(remoteRequirements(app, sharedConfig())));
  await rm(app, { recursive: true, force: true });
  return dist;
}

const usesKnownRouterNames = "import { useLocation, useNavigate } from 'react-router';";
const usesNewRouterName = "import { useBlocker, useLocation } from 'react-router';";

describe('the compatibility gate', () => {
  it('refuses at publish a remote importing a router name the live shell lacks, naming it', async () => {
    const [stable] = await deploy.publishSeries('payments', ['1.0.0']);
    const distDir = await paymentsBuild('blocker', usesNewRouterName);
    await expect(
      publish({ root: deploy.root, remote: 'payments', distDir, env: 'production', shellDir }),
    ).rejects.toThrow('the live shell cannot run payments 2.0.0-');
    await expect(
      publish({ root: deploy.root, remote: 'payments', distDir, env: 'production', shellDir }),
    ).rejects.toThrow("it imports useBlocker from react-router, which the live shell's shared react-router lacks");
    expect((await readRegistry(deploy.root, 'production')).remotes.payments?.current).toBe(stable);
  });

  it('refuses a build that carries no contract, since nothing says the live shell can run it', async () => {
    const [stable] = await deploy.publishSeries('payments', ['1.0.0']);
    const distDir = await paymentsBuild('unchecked', usesKnownRouterNames);
    await rm(path.join(distDir, requirementsFileName));
    await expect(
      publish({ root: deploy.root, remote: 'payments', distDir, env: 'production', shellDir }),
    ).rejects.toThrow(`payments 2.0.0-`);
    await expect(
      publish({ root: deploy.root, remote: 'payments', distDir, env: 'production', shellDir }),
    ).rejects.toThrow(`has no ${requirementsFileName}`);
    expect((await readRegistry(deploy.root, 'production')).remotes.payments?.current).toBe(stable);
  });

  it('publishes a remote that imports only names the live shell provides', async () => {
    const distDir = await paymentsBuild('fine', usesKnownRouterNames);
    const version = await publish({ root: deploy.root, remote: 'payments', distDir, env: 'production', shellDir });
    expect((await readRegistry(deploy.root, 'production')).remotes.payments?.current).toBe(version);
  });

  it('refuses a canary and a promotion of a published version the live shell cannot run', async () => {
    await deploy.publishSeries('payments', ['1.0.0']);
    // Published while staging ran a shell with the longer list; production's shell has the shorter one.
    const newerShell = await mkdtemp(path.join(tmpdir(), 'shell-'));
    const provides = hostProvides(sharedConfig());
    provides.facades['react-router']!.push('useBlocker');
    await writeFile(path.join(newerShell, providesFileName), JSON.stringify(provides));
    const distDir = await paymentsBuild('blocker', usesNewRouterName);
    const version = await publish({
      root: deploy.root,
      remote: 'payments',
      distDir,
      env: 'staging',
      shellDir: newerShell,
    });
    await rm(newerShell, { recursive: true, force: true });

    await expect(canary(deploy.root, 'production', 'payments', version, 10, shellDir)).rejects.toThrow('useBlocker');
    await expect(promote(deploy.root, 'production', 'payments', version, shellDir)).rejects.toThrow('useBlocker');
  });

  it('names a shared library whose range the live shell does not satisfy, and a newer platform contract', () => {
    const shell = hostProvides(sharedConfig());
    const needs = { ...shell, contract: '^2.0.0', shared: { react: '^20.0.0' }, facades: {} };
    expect(incompatibilities(needs, shell)).toEqual([
      `it needs platform contract ^2.0.0; the live shell has ${shell.contract}`,
      `it needs the shared react ^20.0.0; the live shell provides ${shell.shared.react}`,
    ]);
  });

  it('finds the shell built from today’s sources able to run every remote built from them', () => {
    const shell = hostProvides(sharedConfig());
    for (const remote of remoteNames) {
      expect(incompatibilities(remoteRequirements(path.join(repoRoot, `mf-${remote}`), sharedConfig()), shell)).toEqual(
        [],
      );
    }
  });
});
