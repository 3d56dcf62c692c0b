import { answerXml, faultXml, MARKETING_CHECK_MAX_PEOPLE, parseRequest, type RofusRequest } from '../rofus-protocol.ts';
import type { SandboxRegister } from './register.ts';

/** The user and password of the sandbox ROFUS: published here, so production refuses them (providers/settings.ts). */
export const SANDBOX_ROFUS_LOGIN = { username: 'sandbox-licence', password: 'sandbox-rofus-password' } as const;

/** Where each service answers, as at the authority (the two services have addresses of their own). */
export const ROFUS_SERVICE_PATHS = {
  GamblerCheck: '/GamblerProject/GamblerService',
  GamblerMultiReklameCheck: '/GamblerReklameProject/GamblerReklameService',
} as const satisfies Record<RofusRequest['operation'], string>;

const CPR = /^\d{10}$/u;

export type RofusLogin = { username: string; password: string };

/**
 * The sandbox ROFUS's answer to one SOAP call at `path`: the call's own transaction id back, the status or the
 * "nej tak" list from the sandbox's register, and a fault for what the service would not take. It takes the
 * published login unless it was started with a licence holder's own (`login`).
 */
export function sandboxAnswer(
  register: SandboxRegister,
  path: string,
  authorization: string | undefined,
  body: string,
  { login = SANDBOX_ROFUS_LOGIN, now = new Date() }: { login?: RofusLogin; now?: Date } = {},
): { status: number; xml: string } {
  const basic = `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;
  if (authorization !== basic) return { status: 401, xml: faultXml('Client', 'Not authorised') };
  let request: RofusRequest | null;
  try {
    request = parseRequest(body);
  } catch {
    request = null;
  }
  const fault = (reason: string) => ({ status: 500, xml: faultXml('Client', reason) });
  if (!request || ROFUS_SERVICE_PATHS[request.operation] !== path) return fault('No such operation at this service');
  const context = { transactionId: request.transactionId, at: now };
  if (request.operation === 'GamblerCheck') {
    if (!CPR.test(request.cpr)) return fault('PersonCPRNumber is not a CPR number');
    return {
      status: 200,
      xml: answerXml({ operation: 'GamblerCheck', ...context, status: register.statusOf(request.cpr, now) }),
    };
  }
  if (request.cprs.length > MARKETING_CHECK_MAX_PEOPLE)
    return fault(`At most ${MARKETING_CHECK_MAX_PEOPLE} PersonCPRNummer in one call`);
  if (!request.cprs.every((cpr) => CPR.test(cpr))) return fault('PersonCPRNummer is not a CPR number');
  const declined = register.declinedMarketing(request.cprs, now);
  return { status: 200, xml: answerXml({ operation: 'GamblerMultiReklameCheck', ...context, declined }) };
}
