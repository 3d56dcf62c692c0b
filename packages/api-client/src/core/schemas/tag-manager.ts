import { z } from 'zod/mini';

/**
 * GET /api/tag-manager/config: where the consent script and the tag manager of spec section 2 load
 * from in this environment (server configuration, so no rebuild changes them). null: none.
 */
export const tagManagerConfigSchema = z.object({
  tagManagerUrl: z.nullable(z.string().check(z.minLength(1))),
  consentScriptUrl: z.nullable(z.string().check(z.minLength(1))),
});
export type TagManagerConfig = z.output<typeof tagManagerConfigSchema>;

export const tagManagerConfigPath = '/api/tag-manager/config';
