import type { LiveFreeSpins } from '@casino/api-client/play';
import { oreToKroner } from '@casino/locale';
import type { RewardCreateRequest, Reward } from '../aggregator/rewards.ts';
import { REWARD_ACTIVE } from '../aggregator/rewards.ts';
import { uuidOf } from '../uuid-of.ts';

/** A reward an operator granted a player: free rounds of one game at a stake, until they run out or expire. */
export interface SandboxReward {
  uuid: string;
  walletUrl: string;
  user: string;
  gameCode: string;
  betValueOre: number;
  left: number;
  endTime: Date;
  /** The operator's name of the reward (the site's grant id): the frame names the reward by it. */
  reference: string;
}

/**
 * The sandbox aggregator's rewards, in its memory. The same operator reference is the same reward (its uuid
 * named by the operator and the reference), so an operator asking again after a restart gets the same uuid.
 */
export function rewardStore(now: () => Date) {
  const rewards = new Map<string, SandboxReward>();
  const keyOf = (walletUrl: string, reference: string) => `${walletUrl}|${reference}`;
  const playable = (reward: SandboxReward) => reward.left > 0 && reward.endTime > now();
  return {
    /** Creates the reward, or answers the one the reference already names. */
    create(walletUrl: string, request: RewardCreateRequest, betValueOre: number): Reward {
      const key = keyOf(walletUrl, request.operator_reference);
      const reward =
        rewards.get(key) ??
        ({
          uuid: uuidOf(`reward:${key}`),
          walletUrl,
          user: request.user,
          gameCode: request.game_code,
          betValueOre,
          left: request.bet_count,
          endTime: new Date(request.end_time),
          reference: request.operator_reference,
        } satisfies SandboxReward);
      rewards.set(key, reward);
      return {
        reward_uuid: reward.uuid,
        status: REWARD_ACTIVE,
        user: reward.user,
        game_code: reward.gameCode,
        bet_value: request.bet_value,
        bet_count: reward.left,
        end_time: reward.endTime.toISOString(),
        operator_reference: reward.reference,
      };
    },
    /**
     * The player's reward on the game a free round asks for: the one the frame names (by reference), else the
     * one that runs out first; with why there is none to play.
     */
    forRound(
      owner: { walletUrl: string; user: string; gameCode: string },
      reference: string | undefined,
    ): { reward: SandboxReward } | { none: 'none' | 'usedUp' | 'expired' } {
      const mine = [...rewards.values()].filter(
        (r) => r.walletUrl === owner.walletUrl && r.user === owner.user && r.gameCode === owner.gameCode,
      );
      if (reference === undefined) {
        const first = mine.filter(playable).sort((a, b) => a.endTime.getTime() - b.endTime.getTime())[0];
        return first ? { reward: first } : { none: 'none' };
      }
      const named = mine.find((r) => r.reference === reference);
      if (!named) return { none: 'none' };
      if (playable(named)) return { reward: named };
      return { none: named.left === 0 ? 'usedUp' : 'expired' };
    },
    /** The free spins a frame shows: the player's reward on the game that runs out first, if any. */
    liveFor(owner: { walletUrl: string; user: string; gameCode: string }): LiveFreeSpins | null {
      const found = this.forRound(owner, undefined);
      if (!('reward' in found)) return null;
      const { reward } = found;
      return {
        grantId: reward.reference,
        spinsLeft: reward.left,
        spinValue: oreToKroner(reward.betValueOre),
        expiresAt: reward.endTime.toISOString(),
      };
    },
  };
}
export type RewardStore = ReturnType<typeof rewardStore>;
