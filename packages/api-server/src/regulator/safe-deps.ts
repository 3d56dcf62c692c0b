import type { Database } from '../db/client.ts';
import type { SafeStorage } from './safe-storage.ts';
import type { Licence } from './standard-records.ts';
import type { TamperTokenService } from './tamper-token.ts';

/** What reporting to SAFE needs: the database, the vault, the sealing service and who reports. */
export interface SafeDeps {
  db: Database;
  storage: SafeStorage;
  tamperTokens: TamperTokenService;
  licence: Licence;
  /** At most this many sessions go into one file (the size limit of a packed file). */
  sessionsPerFile: number;
}
