/**
 * One signed call to Trustly's API (JSON-RPC 1.1, "API protocol"): the processing account's credentials added, the
 * whole signed with the merchant's key, and Trustly's answer believed only when its signature verifies and it
 * answers this very call.
 */
import type { KeyObject } from 'node:crypto';
import { API_PATH, rpcResponseSchema, signedRequest, verifiedPart, type RpcData } from './protocol.ts';
import type { TrustlySettings } from './settings.ts';

/** Trustly refused a call, or answered with something that is no signed answer to it. */
export class TrustlyCallError extends Error {
  readonly code: number | undefined;
  constructor(message: string, code?: number) {
    super(message);
    this.code = code;
  }
}

/** How long one call may take before it counts as failed (and the caller's retry takes over). */
const CALL_TIMEOUT_MS = 15_000;

export type TrustlyCall = (method: string, data: RpcData) => Promise<RpcData>;

/** The data of Trustly's signed result of one call, or a TrustlyCallError. */
export function trustlyCaller(
  settings: TrustlySettings & { apiUrl: string },
  merchantKey: KeyObject,
  trustlyKey: KeyObject,
): TrustlyCall {
  const endpoint = new URL(API_PATH, settings.apiUrl);
  return async (method, data) => {
    const request = signedRequest(
      method,
      { ...data, Username: settings.username, Password: settings.password },
      merchantKey,
    );
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const parsed = rpcResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new TrustlyCallError(`${method}: no JSON-RPC answer (HTTP ${response.status})`);
    const part = verifiedPart(parsed.data, trustlyKey);
    if (!part) throw new TrustlyCallError(`${method}: the answer's signature does not verify`);
    if (part.uuid !== request.params.UUID || part.method !== method)
      throw new TrustlyCallError(`${method}: the answer is to another call`);
    if ('error' in parsed.data)
      throw new TrustlyCallError(`${method}: ${parsed.data.error.message}`, parsed.data.error.code);
    return part.data;
  };
}
