import { XMLParser } from 'fast-xml-parser';
import { STANDARD_RECORD_NAMESPACE } from './standard-records.ts';
import type { IssuedTamperToken } from './tamper-token.ts';
import { escapeText } from '../xml-escape.ts';

// TamperToken's protocol, both sides: one SOAP call, TamperTokenAnvend, whose TamperOperationValg is either
// TamperTokenHent (a new token for the licence) or TamperTokenLuk (a token closed with its last MAC), each with a
// Kontekst of TransaktionsID and TransaktionsTid; the answer TamperTokenAnvend_O carries HovedOplysningerSvar
// with a SvarReaktion (Advis or Fejl) and, for Hent, TamperTokenHent_O. Element names as the authority's service
// and a licensed operator's client use them; the Advis and Fejl contents are modelled (docs/decisions/0056).

const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
const CONTEXT_NAMESPACE = 'http://skat.dk/begrebsmodel/xml/schemas/kontekst/2007/05/31/';

export type TamperTokenRequest = { transactionId: string; at: Date; certificateId: string } & (
  { operation: 'TamperTokenHent' } | { operation: 'TamperTokenLuk'; tokenId: string; mac: string }
);

export type TamperTokenAnswer = { transactionId: string; at: Date; serviceId: string } & (
  { ok: true; issued?: IssuedTamperToken } | { ok: false; error: { number: string; text: string } }
);

const el = (prefix: string, name: string, content: string) => `<${prefix}:${name}>${content}</${prefix}:${name}>`;
const text = (prefix: string, name: string, value: string) => el(prefix, name, escapeText(value));

function envelope(body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="${SOAP_NAMESPACE}" ` +
    `xmlns:ns="${STANDARD_RECORD_NAMESPACE}" xmlns:k="${CONTEXT_NAMESPACE}"><soapenv:Header/>` +
    `<soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>\n`
  );
}

export function requestXml(request: TamperTokenRequest): string {
  const certificate = text('ns', 'SpilCertifikatIdentifikation', request.certificateId);
  const operation =
    request.operation === 'TamperTokenHent'
      ? el('ns', 'TamperTokenHent', certificate)
      : el(
          'ns',
          'TamperTokenLuk',
          text('ns', 'TamperTokenID', request.tokenId) + certificate + text('ns', 'TamperTokenMAC', request.mac),
        );
  const context = el(
    'k',
    'HovedOplysninger',
    text('k', 'TransaktionsID', request.transactionId) + text('k', 'TransaktionsTid', request.at.toISOString()),
  );
  return envelope(
    el('ns', 'TamperTokenAnvend_I', el('ns', 'Kontekst', context) + el('ns', 'TamperOperationValg', operation)),
  );
}

export function answerXml(answer: TamperTokenAnswer): string {
  const reaction = answer.ok
    ? el('k', 'Advis', text('k', 'AdvisNummer', '0') + text('k', 'AdvisTekst', 'OK'))
    : el('k', 'Fejl', text('k', 'FejlNummer', answer.error.number) + text('k', 'FejlTekst', answer.error.text));
  const context = el(
    'k',
    'HovedOplysningerSvar',
    text('k', 'TransaktionsID', answer.transactionId) +
      text('k', 'TransaktionsTid', answer.at.toISOString()) +
      text('k', 'ServiceID', answer.serviceId) +
      el('k', 'SvarReaktion', reaction),
  );
  const issued =
    answer.ok && answer.issued
      ? el(
          'ns',
          'TamperTokenHent_O',
          text('ns', 'TamperTokenID', answer.issued.tokenId) +
            text('ns', 'TamperTokenStartMAC', answer.issued.startMac) +
            text('ns', 'TamperTokenUdstedelseDatoTid', answer.issued.issuedAt.toISOString()) +
            text('ns', 'TamperTokenPlanlagtLukketDatoTid', answer.issued.plannedCloseAt.toISOString()),
        )
      : '';
  return envelope(el('ns', 'TamperTokenAnvend_O', el('ns', 'Kontekst', context) + issued));
}

// Namespace prefixes dropped, every value kept as the text it was sent as.
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreDeclaration: true });
type Node = Record<string, unknown>;
const child = (node: unknown, name: string): Node | undefined =>
  node && typeof node === 'object' ? ((node as Node)[name] as Node | undefined) : undefined;
const textOf = (node: unknown, name: string): string => {
  const value = child(node, name);
  return typeof value === 'string' ? value : '';
};
const bodyOf = (xml: string) => child(child(parser.parse(xml) as Node, 'Envelope'), 'Body');
const dateOf = (value: string) => new Date(value);

/** A TamperTokenAnvend_I call, or null when `xml` is none. */
export function parseRequest(xml: string): TamperTokenRequest | null {
  const call = child(bodyOf(xml), 'TamperTokenAnvend_I');
  const context = child(child(call, 'Kontekst'), 'HovedOplysninger');
  const choice = child(call, 'TamperOperationValg');
  const base = { transactionId: textOf(context, 'TransaktionsID'), at: dateOf(textOf(context, 'TransaktionsTid')) };
  const fetch = child(choice, 'TamperTokenHent');
  if (fetch)
    return { ...base, operation: 'TamperTokenHent', certificateId: textOf(fetch, 'SpilCertifikatIdentifikation') };
  const close = child(choice, 'TamperTokenLuk');
  if (close)
    return {
      ...base,
      operation: 'TamperTokenLuk',
      certificateId: textOf(close, 'SpilCertifikatIdentifikation'),
      tokenId: textOf(close, 'TamperTokenID'),
      mac: textOf(close, 'TamperTokenMAC'),
    };
  return null;
}

/** The service's TamperTokenAnvend_O; throws when `xml` holds none. */
export function parseAnswer(xml: string): TamperTokenAnswer {
  const answer = child(bodyOf(xml), 'TamperTokenAnvend_O');
  const context = child(child(answer, 'Kontekst'), 'HovedOplysningerSvar');
  if (!context) throw new Error('no TamperTokenAnvend_O in the answer');
  const base = {
    transactionId: textOf(context, 'TransaktionsID'),
    at: dateOf(textOf(context, 'TransaktionsTid')),
    serviceId: textOf(context, 'ServiceID'),
  };
  const failure = child(child(context, 'SvarReaktion'), 'Fejl');
  if (failure)
    return { ...base, ok: false, error: { number: textOf(failure, 'FejlNummer'), text: textOf(failure, 'FejlTekst') } };
  const issued = child(answer, 'TamperTokenHent_O');
  return {
    ...base,
    ok: true,
    issued: issued && {
      tokenId: textOf(issued, 'TamperTokenID'),
      startMac: textOf(issued, 'TamperTokenStartMAC'),
      issuedAt: dateOf(textOf(issued, 'TamperTokenUdstedelseDatoTid')),
      plannedCloseAt: dateOf(textOf(issued, 'TamperTokenPlanlagtLukketDatoTid')),
    },
  };
}
