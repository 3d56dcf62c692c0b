// `npm run admin -- agent create <email> [--name "First Last"] [--display-name "Name fra kundeservice"]`:
// creates a support agent in the database of SITE_ENV (and DATABASE_URL or DATA_DIR). At a terminal it asks for
// a password (Enter: one is generated); otherwise it generates one. The password is printed once, never kept.
// `npm run admin -- compliance grant <email>`: gives an existing account the compliance role.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../config.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import { sandboxesAllowedIn } from '../providers/settings.ts';
import { createAgent, generatedPassword } from './agents.ts';
import { grantCompliance } from './compliance.ts';

const usage =
  'Usage: npm run admin -- agent create <email> [--name "First Last"] [--display-name "Shown name"]\n' +
  '       npm run admin -- compliance grant <email>';

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
const granting = area === 'compliance' && action === 'grant';
if (!(granting || (area === 'agent' && action === 'create')) || !email) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

if (granting) {
  try {
    const config = readConfig();
    const database = await prepareDatabase(config, {
      testAccounts: sandboxesAllowedIn(config.environment, config.demo),
    });
    try {
      await grantCompliance(database.db, email);
      process.stdout.write(`${email} has the compliance role\n`);
    } finally {
      await database.close();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  process.exit(0);
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
