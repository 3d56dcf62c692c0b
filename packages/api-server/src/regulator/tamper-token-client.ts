import { randomUUID } from 'node:crypto';
import type { TamperTokenService } from './tamper-token.ts';
import { parseAnswer, requestXml, type TamperTokenRequest } from './tamper-token-protocol.ts';

/** How long one call may take before the job round gives up (and the next round tries again). */
const CALL_TIMEOUT_MS = 30_000;

/**
 * The TamperToken service at `url` over its protocol: the authority's in production, the sandbox's process
 * elsewhere. A refusal (Fejl) or an answer that is not the service's throws, naming the call.
 */
export function httpTamperTokenService(url: string, kind: TamperTokenService['kind']): TamperTokenService {
  async function call(request: TamperTokenRequest) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: 'TamperTokenAnvend' },
      body: requestXml(request),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = await response.text();
    let answer;
    try {
      answer = parseAnswer(body);
    } catch {
      throw new Error(`${request.operation} at ${url}: HTTP ${response.status}, not the TamperToken service's answer`);
    }
    if (!answer.ok) throw new Error(`${request.operation} refused: ${answer.error.number} ${answer.error.text}`);
    return answer;
  }
  return {
    kind,
    async open(certificateId, now) {
      const answer = await call({ operation: 'TamperTokenHent', transactionId: randomUUID(), at: now, certificateId });
      if (!answer.ok || !answer.issued?.tokenId || !/^[0-9a-f]{64}$/u.test(answer.issued.startMac))
        throw new Error(`TamperTokenHent at ${url}: no token in the answer`);
      return answer.issued;
    },
    async close({ certificateId, tokenId, lastMac }) {
      await call({
        operation: 'TamperTokenLuk',
        transactionId: randomUUID(),
        at: new Date(),
        certificateId,
        tokenId,
        mac: lastMac,
      });
    },
  };
}
