import { mergeParams } from '../params.ts';
import { winsDefaults } from '@casino/api-client/rules';
import { winsSchema, type WinsQuery } from '../schemas/player-games.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

/** The spec's defaults (amountMin 250, period day) are always sent, so both sides agree on them. */
function winsParams(query: WinsQuery) {
  return mergeParams<WinsQuery>(winsDefaults, query);
}

/** GET /api/wins: the site's recent big wins, public (player names masked). */
export function getWins(query: WinsQuery = {}, options?: CallOptions) {
  return clientOf(options).get('/api/wins', winsSchema, requestOptions(options, winsParams(query)));
}
