import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { freeSpinGrants } from '../schema.ts';
import { logger } from '../../logger.ts';
import { GameLaunchError, type GameProvider } from '../provider.ts';
import type { FreeSpinGrant } from './live-grant.ts';

/**
 * The grant's bonus spins made a reward at the game aggregator (Hub88's Freebets API) before its game opens, so
 * the aggregator offers them in the game and books each as a free round naming the reward; the reward's uuid is
 * kept on the grant, where the wallet finds the grant of a free round. The same grant is always the same reward.
 * An aggregator that does not answer leaves the game to open without them: the spins stay on the grant.
 */
export async function rewardAtAggregator(
  db: Database,
  provider: GameProvider,
  grant: FreeSpinGrant,
  at: { slug: string; siteOrigin: string },
): Promise<void> {
  if (!provider.grantReward) return;
  try {
    const rewardUuid = await provider.grantReward({
      grantId: grant.id,
      playerId: grant.playerId,
      gameSlug: at.slug,
      spinValueOre: grant.spinValueOre,
      spinsLeft: grant.spinsLeft,
      expiresAt: grant.expiresAt,
      siteOrigin: at.siteOrigin,
    });
    if (rewardUuid !== grant.rewardUuid)
      await db.update(freeSpinGrants).set({ rewardUuid }).where(eq(freeSpinGrants.id, grant.id));
  } catch (error) {
    if (!(error instanceof GameLaunchError)) throw error;
    logger.warn({ grant: grant.id }, 'the game aggregator did not take a reward; the bonus spins wait on the grant');
  }
}
