import { z } from 'zod';
import { sandboxPortSchema } from '../sandbox-process.ts';

/** Where mail is sent: the sandbox mail process beside the site, or an SMTP server. */
export const mailSettingsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sandbox'),
    from: z.string().min(3),
    /** The sandbox mail process's SMTP and mailbox addresses, known once it runs (startServer starts it). */
    url: z.url({ protocol: /^smtp$/ }).optional(),
    mailboxUrl: z.url({ protocol: /^https?$/ }).optional(),
    mailboxPort: sandboxPortSchema,
    smtpPort: sandboxPortSchema,
  }),
  z.object({ kind: z.literal('smtp'), url: z.url({ protocol: /^smtps?$/ }), from: z.string().min(3) }),
]);
export type MailSettings = z.infer<typeof mailSettingsSchema>;
