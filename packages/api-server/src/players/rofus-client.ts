import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { logger } from '../logger.ts';
import {
  MARKETING_CHECK_MAX_PEOPLE,
  parseAnswer,
  requestXml,
  type RofusAnswer,
  type RofusRequest,
} from './rofus-protocol.ts';
import { RofusUnavailableError, type SelfExclusionRegister } from './self-exclusion-register.ts';

/** Where ROFUS's two services are and how this licence holder is known to them. */
export interface RofusEndpoint {
  /** `rofus`: the authority's service; `sandbox`: the sandbox process beside the site. */
  kind: 'rofus' | 'sandbox';
  /** GamblerService (GamblerCheck). */
  checkUrl: string;
  /** GamblerReklameService (GamblerMultiReklameCheck). */
  marketingUrl: string;
  /** The user and password the authority issued (HTTP Basic). */
  username: string;
  password: string;
  /** The client certificate and key for mutual TLS, and the authority's CA where it is no public one (PEM). */
  clientCertificate?: string;
  clientKey?: string;
  caCertificate?: string;
}

/** A login waits for ROFUS at most this long before it is refused; the sandbox and the service answer in well under. */
const CHECK_TIMEOUT_MS = 10_000;
/** A bulk call of 1,000 people may take longer. */
const MARKETING_TIMEOUT_MS = 30_000;

/** One SOAP call over HTTP(S); resolves with the status and body, whatever the status. */
function post(endpoint: RofusEndpoint, url: string, body: string, action: string, timeoutMs: number) {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  const basic = Buffer.from(`${endpoint.username}:${endpoint.password}`).toString('base64');
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: `"${action}"`,
          authorization: `Basic ${basic}`,
          'content-length': Buffer.byteLength(body),
        },
        cert: endpoint.clientCertificate,
        key: endpoint.clientKey,
        ca: endpoint.caCertificate,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The ROFUS register over its protocol (rofus-protocol.ts): the authority's services in production, the sandbox
 * process everywhere else, so every test runs this code. Anything but the service's answer (no connection, a
 * timeout, a refused login, a fault) is RofusUnavailableError: the callers fail closed on it.
 */
export function createRofusRegister(endpoint: RofusEndpoint): SelfExclusionRegister {
  async function call(request: RofusRequest, url: string, timeoutMs: number): Promise<RofusAnswer> {
    let answer: { status: number; body: string };
    try {
      answer = await post(endpoint, url, requestXml(request), request.operation, timeoutMs);
    } catch (error) {
      throw new RofusUnavailableError(`${request.operation} at ${url}: ${(error as Error).message}`, { cause: error });
    }
    try {
      return parseAnswer(answer.body, request.operation);
    } catch (error) {
      logger.error({ err: error, status: answer.status, url }, 'ROFUS gave no answer');
      throw new RofusUnavailableError(
        `${request.operation} at ${url}: HTTP ${answer.status}, ${(error as Error).message}`,
      );
    }
  }
  const context = () => ({ transactionId: randomUUID(), at: new Date() });
  return {
    kind: endpoint.kind,
    async exclusionOf({ cpr }) {
      const answer = await call({ operation: 'GamblerCheck', ...context(), cpr }, endpoint.checkUrl, CHECK_TIMEOUT_MS);
      if (answer.operation !== 'GamblerCheck') throw new RofusUnavailableError('not a GamblerCheck answer');
      return answer.status;
    },
    async declinedMarketing(cprs) {
      const declined = new Set<string>();
      for (let start = 0; start < cprs.length; start += MARKETING_CHECK_MAX_PEOPLE) {
        const batch = cprs.slice(start, start + MARKETING_CHECK_MAX_PEOPLE);
        const request = { operation: 'GamblerMultiReklameCheck' as const, ...context(), cprs: batch };
        const answer = await call(request, endpoint.marketingUrl, MARKETING_TIMEOUT_MS);
        if (answer.operation !== 'GamblerMultiReklameCheck') throw new RofusUnavailableError('not a bulk answer');
        for (const cpr of answer.declined) declined.add(cpr);
      }
      return declined;
    },
  };
}
