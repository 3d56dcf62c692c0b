import type { Database } from '../db/client.ts';
import { logger } from '../logger.ts';
import { startRepeatingJob, type RoundObserver } from '../repeating-job.ts';
import { checkDay, daysDueForEndOfDay, fileEndOfDay, type DayCheck } from './end-of-day.ts';
import { packPendingSessions } from './pack.ts';
import type { SafeDeps } from './safe-deps.ts';
import type { SafeSettings } from './settings.ts';
import { safeStorageOf, tamperTokenServiceOf } from './safe-backends.ts';

/** Reporting to SAFE as the settings say: the vault and the TamperToken service they name. */
export function safeDepsOf(db: Database, settings: SafeSettings, website: string): SafeDeps {
  return {
    db,
    storage: safeStorageOf(settings.storage),
    tamperTokens: tamperTokenServiceOf(settings.tamperToken),
    licence: { certificateId: settings.certificateId, website },
    sessionsPerFile: settings.sessionsPerFile,
  };
}

/**
 * One round of reporting: every settled game not yet on SAFE is packed and sealed, then every finished Danish
 * day gets its End Of Day, which the daily check compares with the ledger; a day that does not match is logged
 * as an error (and answered) for someone to look at.
 */
export async function reportToSafe(deps: SafeDeps, now: Date): Promise<{ packed: number; checked: DayCheck[] }> {
  const packed = await packPendingSessions(deps, now);
  const checked: DayCheck[] = [];
  for (const day of await daysDueForEndOfDay(deps.db, now)) {
    if (!(await fileEndOfDay(deps, day, now))) continue;
    const check = await checkDay(deps, day);
    if (!check.matches) logger.error({ check }, 'End Of Day on SAFE does not match the ledger');
    checked.push(check);
  }
  return { packed, checked };
}

/** Reports every `everyMs`; every server may run it: SAFE's lock lets one pack at a time, each session once. */
export function startSafeReporting(deps: SafeDeps, everyMs: number, onRound?: RoundObserver): () => Promise<void> {
  return startRepeatingJob('SAFE reporting', () => reportToSafe(deps, new Date()), everyMs, onRound);
}
