// `npm run safe -- verify <day>`: recomputes the MAC of every file of a Danish day (YYYY-MM-DD) on SAFE and
// validates every standard record in it against the schema; `npm run safe -- check <day>`: the day's End Of
// Day against the ledger. Both on the database of SITE_ENV (and DATABASE_URL or DATA_DIR); exit code 1 when
// anything is wrong.
import { ConfigError, readConfig } from '../../config.ts';
import { prepareDatabase } from '../../seed/prepare.ts';
import { sandboxesAllowedIn } from '../../providers/settings.ts';
import { checkDay } from '../../regulator/end-of-day.ts';
import { kroner } from '../../regulator/standard-records.ts';
import { safeStorageOf } from '../../regulator/safe-backends.ts';
import { verifyDay } from '../../regulator/verify.ts';

const usage = 'Usage: npm run safe -- verify <YYYY-MM-DD> | check <YYYY-MM-DD>';
const [action, day] = process.argv.slice(2);
if (!['verify', 'check'].includes(action ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(day ?? '')) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

try {
  const config = readConfig();
  const database = await prepareDatabase(config, {
    testAccounts: sandboxesAllowedIn(config.environment, config.demo),
  });
  try {
    // Both read SAFE and the database only: no TamperToken call.
    const deps = { db: database.db, storage: safeStorageOf(config.safe.storage) };
    let ok: boolean;
    if (action === 'verify') {
      const verdicts = await verifyDay(database.db, deps.storage, day!);
      for (const { path, problems } of verdicts)
        process.stdout.write(
          `${problems.length ? 'CHANGED' : 'ok     '} ${path}${problems.map((p) => `\n        ${p}`).join('')}\n`,
        );
      ok = verdicts.every((v) => v.problems.length === 0);
      process.stdout.write(
        `${verdicts.length} files on SAFE for ${day}: ${ok ? 'all sealed and valid' : 'NOT as sealed'}\n`,
      );
    } else {
      const check = await checkDay(deps, day!);
      const line = (name: string, t: typeof check.ledger | null) =>
        t
          ? `${name}: ${t.games} games, stakes ${kroner(t.stakeOre)} + jackpot ${kroner(t.jackpotContributionOre)}, wins ${kroner(t.winsOre)}\n`
          : `${name}: no End Of Day on SAFE\n`;
      process.stdout.write(line('End Of Day', check.filed) + line('Ledger    ', check.ledger));
      ok = check.matches;
      process.stdout.write(ok ? 'matches\n' : 'DOES NOT MATCH\n');
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
