import { tagManagerConfigPath, tagManagerConfigSchema } from '../schemas/tag-manager.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

/** GET /api/tag-manager/config: the consent script and tag manager URLs of this environment. */
export function getTagManagerConfig(options?: CallOptions) {
  return clientOf(options).get(tagManagerConfigPath, tagManagerConfigSchema, requestOptions(options));
}
