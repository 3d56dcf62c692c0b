import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);

/** The sandbox mail service's own settings (its environment), checked as it starts: its two ports, any free one when unset. */
export const mailSandboxSettingsSchema = z.object({
  /** The mailbox's web pages and the JSON tests read. */
  PORT: port.default(0),
  /** Where the site's mailer sends, plain SMTP on loopback. */
  SMTP_PORT: port.default(0),
});
