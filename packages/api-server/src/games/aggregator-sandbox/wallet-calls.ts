import { gameErrorCodes } from '@casino/api-client/play';
import { formatKroner, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import type { PlayableGameRow } from '../playable-game.ts';
import { refusal, type Refusal } from '../refusal.ts';
import { uuidOf } from '../uuid-of.ts';
import { walletStatuses, type WalletAnswer } from '../wallet/protocol.ts';
import type { SentCall } from '../wallet/sandbox-aggregator.ts';

// How the sandbox aggregator calls an operator's wallet for its frames' rounds and hands: every call of a round
// has a transaction_uuid named by the round and the call, so a call sent again is booked once; a call whose
// answer was lost is sent again; a refusal is told to the player in Danish.

const errors = gameTexts.errors;

/** The wallet did not answer, or not as the protocol says: the player is told the game cannot be played now. */
export const unavailable: Refusal = refusal(502, errors.gameUnavailable);

/** How often a call whose answer was lost is sent again (the same transaction_uuid: booked once). */
const ATTEMPTS = 3;

/** What a frame's call is answered: the result, or the HTTP status and the Danish reason. */
export type FrameAnswer<T> = { ok: true; result: T } | Refusal;

/** The transaction_uuid of one call of a round (`bet`, `win`, `rollback`, `double-0`…): the same every time. */
export const callUuid = (round: string, call: string): string => uuidOf(`${round}:${call}`);

/** Sends a call until an answer arrives; null when none did (the wallet unreachable, or unsigned answers). */
export async function delivered(send: () => Promise<SentCall>): Promise<WalletAnswer | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return (await send()).answer;
    } catch {
      // asked again with the same body
    }
  }
  return null;
}

/** A bet the wallet refused (or never answered), in the player's words. */
export function betRefused(game: PlayableGameRow, status: string | undefined): Refusal {
  const amount = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'auto' });
  switch (status) {
    case walletStatuses.notEnoughMoney:
      return refusal(409, errors.insufficientFunds, gameErrorCodes.insufficientFunds);
    case walletStatuses.userDisabled:
      return refusal(403, errors.playRefused, gameErrorCodes.playBlocked);
    case walletStatuses.tokenExpired:
    case walletStatuses.invalidToken:
      return refusal(403, errors.sessionInvalid, gameErrorCodes.sessionInvalid);
    case walletStatuses.limitReached:
      return refusal(
        400,
        errors.stakeOutOfRange(amount(game.betMinOre), amount(game.betMaxOre)),
        gameErrorCodes.stakeOutOfRange,
      );
    default:
      return unavailable;
  }
}
