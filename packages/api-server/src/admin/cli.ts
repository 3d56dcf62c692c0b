// `npm run admin -- agent create <email> [--name "First Last"] [--display-name "Name fra kundeservice"]`:
// creates a support agent in the database of SITE_ENV (and DATABASE_URL or DATA_DIR). At a terminal it asks for
// a password (Enter: one is generated); otherwise it generates one. The password is printed once, never kept.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { sandboxesAllowedIn } from '../providers/settings.ts';
import { createAgent, generatedPassword } from './agents.ts';

const usage = 'Usage: npm run admin -- agent create <email> [--name "First Last"] [--display-name "Shown name"]';

/** Asks for the password without echoing it; empty means "generate one". */
async function askPassword(): Promise<string> {
  const prompt = 'Password for the agent (Enter: generate one): ';
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const echo = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(rl);
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) =>
    echo(text.startsWith(prompt) ? prompt : '');
  try {
    return (await rl.question(prompt)).trim();
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, 'display-name': { type: 'string' } },
});
const [area, action, email] = positionals;
if (area !== 'agent' || action !== 'create' || !email) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

try {
  const config = readConfig();
  const [firstName = 'Kundeservice', ...rest] = (values.name ?? 'Kundeservice').trim().split(/\s+/u);
  const lastName = rest.join(' ') || 'Casino';
  const displayName = values['display-name'] ?? `${firstName} fra kundeservice`;
  const chosen = process.stdin.isTTY ? await askPassword() : '';
  const database = await prepareDatabase(config, {
    testAccounts: sandboxesAllowedIn(config.environment, config.demo),
  });
  try {
    const agent = await createAgent(
      database.db,
      { email, firstName, lastName, displayName },
      chosen || generatedPassword(),
    );
    process.stdout.write(`Support agent created: ${agent.email}\n`);
    if (!chosen) process.stdout.write(`Password (shown this once, not stored): ${agent.password}\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
