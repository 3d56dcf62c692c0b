import { z } from 'zod/mini';

/** GET /api/proxy/notifications/system: each shown once, as a persistent toast (spec section 4). */
const systemNotificationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
});
export type SystemNotification = z.output<typeof systemNotificationSchema>;
export const systemNotificationsSchema = z.array(systemNotificationSchema);
