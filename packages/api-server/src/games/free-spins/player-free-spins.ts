import type { FreeSpins } from '@casino/api-client/profile';
import { oreToKroner } from '@casino/locale';
import type { Database } from '../../db/client.ts';
import { gameLabelsOf } from '../../content/catalogue-games.ts';
import { gameRef } from '../../content/game-ref.ts';
import { promoCodeNamesOf } from '../../promotions/promo-code-names.ts';
import { usableFreeSpinGrantsOf } from './grant.ts';

/** Free spins the player can still use, soonest to expire first. */
export async function freeSpinsOf(db: Database, playerId: number): Promise<FreeSpins[]> {
  const grants = await usableFreeSpinGrantsOf(db, playerId, new Date());
  const games = await gameLabelsOf(
    db,
    grants.map((grant) => grant.gameId),
  );
  const codes = await promoCodeNamesOf(db, [
    ...new Set(grants.flatMap((grant) => (grant.promoCodeId === null ? [] : [grant.promoCodeId]))),
  ]);
  return grants
    .flatMap((grant) => {
      const game = games.get(grant.gameId);
      return game ? [{ grant, game, code: grant.promoCodeId === null ? undefined : codes.get(grant.promoCodeId) }] : [];
    })
    .map(({ grant, game, code }) => ({
      id: String(grant.id),
      code: code ?? 'KAMPAGNE',
      game: gameRef(game),
      spins: grant.spinsTotal,
      remainingSpins: grant.spinsLeft,
      spinValue: oreToKroner(grant.spinValueOre),
      expiresAt: grant.expiresAt.toISOString(),
    }));
}
