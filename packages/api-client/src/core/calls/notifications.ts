import { systemNotificationsSchema } from '../schemas/notifications.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

/** GET /api/proxy/notifications/system. */
export function getSystemNotifications(options?: CallOptions) {
  return clientOf(options).get('/api/proxy/notifications/system', systemNotificationsSchema, requestOptions(options));
}
