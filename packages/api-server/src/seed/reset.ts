// `npm run db:reset`: wipes the database of the configured environment and seeds it again.
import { readConfig } from '../config.ts';
import { logger } from '../logger.ts';
import { openDatabase } from '../db/client.ts';
import { sandboxesAllowedIn } from '../providers/settings.ts';
import { resetDatabase } from './prepare.ts';

const config = readConfig();
const handle = await openDatabase(config);
try {
  await resetDatabase(handle, { testAccounts: sandboxesAllowedIn(config.environment, config.demo) });
  logger.info(
    { environment: config.environment, database: config.databaseUrl ? 'postgres' : config.dataDir },
    'database reset',
  );
} finally {
  await handle.close();
}
