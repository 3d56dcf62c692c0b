import { createHmac } from 'node:crypto';

// TamperToken, the authority's sealing service: it issues a token (TamperTokenHent) with a start MAC, the
// site seals every file it puts on SAFE under the token with a MAC chained from that start MAC, and closes the
// token with the last MAC (TamperTokenLuk). Whoever holds the files and the start MAC can recompute the chain,
// so a file changed afterwards no longer matches. This is the seam: tamper-token-client.ts speaks the service's
// protocol (tamper-token-protocol.ts) to the authority's service, or to the sandbox, a process of its own
// (tamper-token-sandbox/).

export interface IssuedTamperToken {
  /** TamperTokenID. */
  tokenId: string;
  /** TamperTokenStartMAC: 32 bytes as hex, the key of the first file's MAC. */
  startMac: string;
  issuedAt: Date;
  /** TamperTokenPlanlagtLukketDatoTid: the token is closed and a new one fetched by then. */
  plannedCloseAt: Date;
}

export interface TamperTokenService {
  /** Whom it talks to: the sandbox, or the authority's service. */
  readonly kind: 'sandbox' | 'service';
  /** TamperTokenHent: a new token for the licence. */
  open(certificateId: string, now: Date): Promise<IssuedTamperToken>;
  /** TamperTokenLuk: closes a token with the MAC of the last file sealed under it. */
  close(input: { certificateId: string; tokenId: string; lastMac: string }): Promise<void>;
}

/**
 * The MAC of one file: HMAC-SHA256 over the file's bytes, keyed by the bytes of the MAC before it (the token's
 * start MAC for its first file), written as hex, as the authority's MAC description and example compute it.
 */
export function macOf(previousMacHex: string, file: Uint8Array): string {
  return createHmac('sha256', Buffer.from(previousMacHex, 'hex')).update(file).digest('hex');
}

/** The sandbox's key where no other is set: published, like the sandbox CPR key, so it seals nothing real. */
export const SANDBOX_TAMPER_TOKEN_KEY = 'sandbox-tamper-token-key-not-for-production';
