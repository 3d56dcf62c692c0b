import { jackpotsSchema } from '../schemas/jackpots.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

/** GET /api/jackpots: the live amount of every listed jackpot game's pool, public. */
export function getJackpots(options?: CallOptions) {
  return clientOf(options).get('/api/jackpots', jackpotsSchema, requestOptions(options));
}
