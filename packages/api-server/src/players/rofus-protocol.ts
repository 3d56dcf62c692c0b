import { XMLParser } from 'fast-xml-parser';
import { escapeText } from '../xml-escape.ts';

// ROFUS's protocol, both sides (docs/decisions/0062-rofus.md). Two SOAP 1.1 services of the authority's LUR
// namespace: GamblerService's GamblerCheck (one CPR number; GamblerCheckRequest with Kontekst/HovedOplysninger and
// PersonInformation/PersonCPRNumber, answered with ExclusionStatus/GamblerExclusionStatus) and
// GamblerReklameService's GamblerMultiReklameCheck ("Nej tak til spilreklamer": SpillerListe of at most 1,000
// PersonCPRNummer, answered with SpillerListeReklameFravalgt, those who said no). Element names as the authority's
// example client and a licensed operator's client use them; the answers' wrapper and context, and the fault's
// contents, are modelled: the WSDL replaces this one module.

const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
export const ROFUS_NAMESPACE = 'http://services.lur.skat.dk';
const CONTEXT_NAMESPACE = 'http://skat.dk/begrebsmodel/xml/schemas/kontekst/2007/05/31/';

/** The authority's limit on one "Nej tak til spilreklamer" call. */
export const MARKETING_CHECK_MAX_PEOPLE = 1000;

/** GamblerExclusionStatus: not listed, listed for a time (24 hours to 6 months), or until deleted on request. */
export const exclusionStatuses = [
  'PersonIsNotRegistered',
  'PersonIsRegisteredTemporarily',
  'PersonIsRegisteredIndefinitely',
] as const;
export type ExclusionStatus = (typeof exclusionStatuses)[number];

interface Context {
  transactionId: string;
  at: Date;
}

export type RofusRequest = Context &
  ({ operation: 'GamblerCheck'; cpr: string } | { operation: 'GamblerMultiReklameCheck'; cprs: string[] });

export type RofusAnswer = Context &
  (
    | { operation: 'GamblerCheck'; status: ExclusionStatus }
    | { operation: 'GamblerMultiReklameCheck'; declined: string[] }
  );

const el = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string) => el(name, escapeText(value));

function envelope(body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="${SOAP_NAMESPACE}" ` +
    `xmlns:ser="${ROFUS_NAMESPACE}" xmlns:ns1="${CONTEXT_NAMESPACE}"><soapenv:Header/>` +
    `<soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>\n`
  );
}

const context = (wrapper: string, { transactionId, at }: Context) =>
  el(
    'Kontekst',
    el(`ns1:${wrapper}`, text('ns1:TransaktionsID', transactionId) + text('ns1:TransaktionsTid', at.toISOString())),
  );

export function requestXml(request: RofusRequest): string {
  const head = context('HovedOplysninger', request);
  if (request.operation === 'GamblerCheck')
    return envelope(
      el('ser:GamblerCheckRequest', head + el('PersonInformation', text('PersonCPRNumber', request.cpr))),
    );
  const people = request.cprs.map((cpr) => text('PersonCPRNummer', cpr)).join('');
  return envelope(el('ser:GamblerMultiReklameCheckRequest', head + el('SpillerListe', people)));
}

export function answerXml(answer: RofusAnswer): string {
  const head = context('HovedOplysningerSvar', answer);
  if (answer.operation === 'GamblerCheck')
    return envelope(
      el('ser:GamblerCheckResponse', head + el('ExclusionStatus', text('GamblerExclusionStatus', answer.status))),
    );
  const people = answer.declined.map((cpr) => text('PersonCPRNummer', cpr)).join('');
  return envelope(el('ser:GamblerMultiReklameCheckResponse', head + el('SpillerListeReklameFravalgt', people)));
}

/** A SOAP 1.1 fault: a call the service would not answer. */
export function faultXml(code: 'Client' | 'Server', reason: string): string {
  return envelope(el('soapenv:Fault', text('faultcode', `soapenv:${code}`) + text('faultstring', reason)));
}

// Namespace prefixes dropped, every value kept as the text it was sent as; lists always arrays.
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreDeclaration: true,
  isArray: (name) => name === 'PersonCPRNummer',
});
type Node = Record<string, unknown>;
const child = (node: unknown, name: string): Node | undefined =>
  node && typeof node === 'object' ? ((node as Node)[name] as Node | undefined) : undefined;
const textOf = (node: unknown, name: string): string => {
  const value = child(node, name);
  return typeof value === 'string' ? value : '';
};
const listOf = (node: unknown): string[] => {
  const value = child(node, 'PersonCPRNummer') as unknown;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};
const bodyOf = (xml: string) => child(child(parser.parse(xml) as Node, 'Envelope'), 'Body');
const contextOf = (call: unknown, wrapper: string): Context => {
  const head = child(child(call, 'Kontekst'), wrapper);
  return { transactionId: textOf(head, 'TransaktionsID'), at: new Date(textOf(head, 'TransaktionsTid')) };
};

/** A GamblerCheck or GamblerMultiReklameCheck call, or null when `xml` is none. */
export function parseRequest(xml: string): RofusRequest | null {
  const body = bodyOf(xml);
  const check = child(body, 'GamblerCheckRequest');
  if (check)
    return {
      operation: 'GamblerCheck',
      ...contextOf(check, 'HovedOplysninger'),
      cpr: textOf(child(check, 'PersonInformation'), 'PersonCPRNumber'),
    };
  const bulk = child(body, 'GamblerMultiReklameCheckRequest');
  if (bulk)
    return {
      operation: 'GamblerMultiReklameCheck',
      ...contextOf(bulk, 'HovedOplysninger'),
      cprs: listOf(child(bulk, 'SpillerListe')),
    };
  return null;
}

/** The service's answer to `operation`; a fault or anything else throws, saying what came. */
export function parseAnswer(xml: string, operation: RofusRequest['operation']): RofusAnswer {
  const body = bodyOf(xml);
  const fault = child(body, 'Fault');
  if (fault) throw new Error(`SOAP fault ${textOf(fault, 'faultcode')}: ${textOf(fault, 'faultstring')}`);
  if (operation === 'GamblerCheck') {
    const answer = child(body, 'GamblerCheckResponse');
    const status = textOf(child(answer, 'ExclusionStatus'), 'GamblerExclusionStatus').trim();
    if (!answer || !(exclusionStatuses as readonly string[]).includes(status))
      throw new Error(`no GamblerExclusionStatus in the answer (${status || 'empty'})`);
    return { operation, ...contextOf(answer, 'HovedOplysningerSvar'), status: status as ExclusionStatus };
  }
  const answer = child(body, 'GamblerMultiReklameCheckResponse');
  // The list is there, empty or not, in every answer: without it nobody's "nej tak" is known.
  if (!answer || !('SpillerListeReklameFravalgt' in answer))
    throw new Error('no SpillerListeReklameFravalgt in the answer');
  return {
    operation,
    ...contextOf(answer, 'HovedOplysningerSvar'),
    declined: listOf(child(answer, 'SpillerListeReklameFravalgt')),
  };
}
