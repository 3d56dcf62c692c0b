import { createHmac, randomInt } from 'node:crypto';

// TamperToken, the authority's sealing service: it issues a token (TamperTokenHent) with a start MAC, the
// site seals every file it puts on SAFE under the token with a MAC chained from that start MAC, and closes the
// token with the last MAC (TamperTokenLuk). Whoever holds the files and the start MAC can recompute the chain,
// so a file changed afterwards no longer matches. This is the seam; the sandbox below stands in for the service.

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

/** How long the sandbox keeps a token open, like the service: a day. */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The sandbox TamperToken service, in this process for now (it moves to a process of its own with the other
 * sandboxes): token ids are random, the start MAC is derived from the sandbox's own key, and closing checks that
 * the token is one it issued.
 */
export function sandboxTamperTokenService(key: string): TamperTokenService {
  const startMacOf = (tokenId: string) => createHmac('sha256', key).update(tokenId).digest('hex');
  const closed = new Set<string>();
  return {
    kind: 'sandbox',
    async open(certificateId, now) {
      const tokenId = `${randomInt(1, 2 ** 47)}`;
      return {
        tokenId,
        startMac: startMacOf(`${certificateId}:${tokenId}`),
        issuedAt: now,
        plannedCloseAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
      };
    },
    async close({ tokenId, lastMac }) {
      if (!/^[0-9a-f]{64}$/.test(lastMac)) throw new Error(`TamperTokenLuk ${tokenId}: not a MAC`);
      closed.add(tokenId);
    },
  };
}

/** The sandbox's key where no other is set: published, like the sandbox CPR key, so it seals nothing real. */
export const SANDBOX_TAMPER_TOKEN_KEY = 'sandbox-tamper-token-key-not-for-production';
