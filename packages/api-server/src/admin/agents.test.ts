// ARCHITECTURE.md "Outside systems": no account is seeded in production, so support agents are created by a
// command that prints their password once; nothing in the repository names it.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { isSupportAgent } from '../chat/agent-role.ts';
import { players } from '../players/schema.ts';
import { Client, copyOfSeededDatabase, startTestSite } from '../../test/harness.ts';

const cli = path.join(import.meta.dirname, 'cli.ts');

function admin(dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', SITE_ENV: 'development', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run admin -- agent create', () => {
  it('creates an agent with a generated password printed once, who signs in and uses the agent role', async () => {
    const dataDir = await copyOfSeededDatabase();
    try {
      const created = await admin(dataDir, 'agent', 'create', 'Ny.Agent@casino.test', '--name', 'Nina Holm');
      expect(created.code).toBe(0);
      const password = /Password \(shown this once, not stored\): (\S+)/u.exec(created.stdout)?.[1];
      expect(password).toMatch(/^[\w-]{20,}$/u);
      expect(created.stdout.split(password!).length - 1).toBe(1);

      const again = await admin(dataDir, 'agent', 'create', 'ny.agent@casino.test');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('ny.agent@casino.test already has an account');

      const site = await startTestSite({ dataDir });
      try {
        const client = new Client(site.url);
        await client.signIn('ny.agent@casino.test', password!);
        expect(await client.session()).toMatchObject({ user: { email: 'ny.agent@casino.test', name: 'Nina Holm' } });
        const [account] = await site.db.select().from(players).where(eq(players.email, 'ny.agent@casino.test'));
        expect(account!.passwordHash).not.toContain(password!);
        expect(await isSupportAgent(site.db, account!.id)).toBe(true);
      } finally {
        await site.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(`${dataDir}.secrets`, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses anything but the documented usage', async () => {
    const result = await admin('/nonexistent', 'agent', 'delete', 'x@casino.test');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- agent create <email>');
  });
});
