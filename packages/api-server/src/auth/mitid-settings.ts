import { z } from 'zod';
import { sandboxPortSchema } from '../sandbox-process.ts';

/** MitID through an OIDC broker (auth/mitid-broker.ts): the sandbox broker's process, or a real broker. */
export const identitySettingsSchema = z.discriminatedUnion('kind', [
  /** The sandbox broker's issuer, known once its process runs (startServer starts it). */
  z.object({
    kind: z.literal('sandbox'),
    issuer: z.url({ protocol: /^https?$/ }).optional(),
    mitidPort: sandboxPortSchema,
  }),
  z.object({
    kind: z.literal('oidc'),
    issuer: z.url(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
  }),
]);
export type IdentitySettings = z.infer<typeof identitySettingsSchema>;
