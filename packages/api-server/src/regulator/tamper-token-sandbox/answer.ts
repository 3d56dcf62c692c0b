import { createHmac, randomInt } from 'node:crypto';
import { answerXml, parseRequest } from '../tamper-token-protocol.ts';

/** How long the sandbox keeps a token open, like the service: a day. */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const SERVICE_ID = 'TamperTokenSandbox';

/**
 * The sandbox TamperToken service's answer to one call: token ids are random, the start MAC is derived from the
 * sandbox's own key, and a close is taken for any well-formed token and MAC. It keeps nothing, so a restart of
 * it (or of the site beside it) leaves every token the site holds closable.
 */
export function sandboxAnswer(key: string, requestBody: string, now = new Date()): { status: number; xml: string } {
  let request;
  try {
    request = parseRequest(requestBody);
  } catch {
    request = null;
  }
  const base = { transactionId: request?.transactionId ?? '', at: now, serviceId: SERVICE_ID };
  const refuse = (number: string, text: string) => ({
    status: 500,
    xml: answerXml({ ...base, ok: false, error: { number, text } }),
  });
  if (!request) return refuse('1', 'Not a TamperTokenAnvend_I call');
  if (!request.certificateId) return refuse('2', 'SpilCertifikatIdentifikation missing');
  if (request.operation === 'TamperTokenHent') {
    const tokenId = String(randomInt(1, 2 ** 47));
    const startMac = createHmac('sha256', key).update(`${request.certificateId}:${tokenId}`).digest('hex');
    const issued = { tokenId, startMac, issuedAt: now, plannedCloseAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) };
    return { status: 200, xml: answerXml({ ...base, ok: true, issued }) };
  }
  if (!/^\d+$/u.test(request.tokenId)) return refuse('3', 'TamperTokenID is not one the service issues');
  if (!/^[0-9a-f]{64}$/u.test(request.mac)) return refuse('4', 'TamperTokenMAC is not a MAC');
  return { status: 200, xml: answerXml({ ...base, ok: true }) };
}
