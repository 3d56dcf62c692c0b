import { z } from 'zod';

const pem = (label: string) =>
  z.string().refine((text) => text.includes(`-----BEGIN ${label}`), { message: `not a PEM ${label.toLowerCase()}` });

/**
 * ROFUS (players/rofus-client.ts): the sandbox process beside the site (its address known once it runs), or the
 * authority's two services with the user the authority issued and, for mutual TLS, a client certificate.
 */
export const selfExclusionSettingsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sandbox'), url: z.url().optional() }),
  z
    .object({
      kind: z.literal('rofus'),
      checkUrl: z.url({ protocol: /^https?$/ }),
      marketingUrl: z.url({ protocol: /^https?$/ }),
      username: z.string().min(1),
      password: z.string().min(1),
      clientCertificate: pem('CERTIFICATE').optional(),
      clientKey: pem('').optional(),
      caCertificate: pem('CERTIFICATE').optional(),
    })
    .refine((rofus) => !rofus.clientCertificate === !rofus.clientKey, {
      message: 'a client certificate needs its key, and a key its certificate',
      path: ['clientKey'],
    }),
]);
export type SelfExclusionSettings = z.infer<typeof selfExclusionSettingsSchema>;
