/**
 * How the sandbox Trustly delivers its notifications ("Notifications"): POSTed to the order's NotificationURL,
 * signed with Trustly's key; delivered only when the merchant answers with its own signed result carrying the same
 * uuid and method and `status: OK`. Anything else is sent again later, the same message with the same
 * notificationid, until it is.
 */
import type { KeyObject } from 'node:crypto';
import {
  rpcResponseSchema,
  signedNotification,
  verifiedPart,
  type NotificationMethod,
  type RpcData,
} from '../trustly/protocol.ts';

/** How long the merchant may take to answer one notification. */
const ANSWER_TIMEOUT_MS = 10_000;

export interface Notifier {
  /** Sends one notification; true when the merchant took it. */
  send(url: string, method: NotificationMethod, data: RpcData): Promise<boolean>;
  /** Sends again every notification not yet taken. */
  retry(): Promise<void>;
}

export function createNotifier(trustlyKey: KeyObject, merchantPublicKey: KeyObject): Notifier {
  const unanswered = new Map<string, { url: string; body: string; uuid: string; method: string }>();

  async function deliver(url: string, body: string, uuid: string, method: string): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      const answer = rpcResponseSchema.safeParse(await response.json().catch(() => null));
      if (!answer.success || !('result' in answer.data)) return false;
      const part = verifiedPart(answer.data, merchantPublicKey);
      return part?.uuid === uuid && part.method === method && part.data.status === 'OK';
    } catch {
      return false;
    }
  }

  return {
    async send(url, method, data) {
      const notification = signedNotification(method, data, trustlyKey);
      const body = JSON.stringify(notification);
      const { uuid } = notification.params;
      if (await deliver(url, body, uuid, method)) return true;
      unanswered.set(String(data.notificationid), { url, body, uuid, method });
      return false;
    },
    async retry() {
      for (const [id, waiting] of [...unanswered])
        if (await deliver(waiting.url, waiting.body, waiting.uuid, waiting.method)) unanswered.delete(id);
    },
  };
}
