import type { FreeSpinChoice } from '@casino/api-client/play';

/**
 * Whether a retried round id asks for the round it settled: a bonus spin again as a bonus spin (of the same
 * grant, when it names one), a cash round again for cash.
 */
export function sameFreeSpinChoice(playedGrantId: number | null, choice: FreeSpinChoice | undefined): boolean {
  if (playedGrantId === null) return choice === undefined;
  if (choice === undefined) return false;
  return choice.grantId === undefined || Number(choice.grantId) === playedGrantId;
}
