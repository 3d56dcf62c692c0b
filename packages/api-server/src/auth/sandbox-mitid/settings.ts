import { z } from 'zod';

/** The sandbox MitID's own settings (its environment), checked as it starts. */
export const mitidSandboxSettingsSchema = z.object({
  /** Its port on 127.0.0.1; any free one when unset. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** Its issuer as browsers and the site reach it, where that is not its own address (behind a proxy). */
  ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  /** The site's client login, where it is a broker contract's own rather than the published one. */
  CLIENT_ID: z.string().min(1).optional(),
  CLIENT_SECRET: z.string().min(16).optional(),
});
