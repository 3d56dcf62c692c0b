/**
 * Trustly's European JSON-RPC API as both sides speak it (docs.trustly.com, "API protocol", "Deposit",
 * "SelectAccount", "AccountPayout", "Refund", "Notifications"): the envelopes, the method names and the notification data. The
 * production adapter and the sandbox Trustly use this one module, so they cannot drift apart.
 */
import { randomUUID, type KeyObject } from 'node:crypto';
import { referenceIdSchema } from '@casino/api-client/requests';
import { z } from 'zod';
import { signCall, verifyCall } from './signature.ts';

export const JSON_RPC_VERSION = '1.1';
/** Where the API answers, under Trustly's host (`https://test.trustly.com/api/1`, `https://trustly.com/api/1`). */
export const API_PATH = '/api/1';

export const methods = {
  deposit: 'Deposit',
  selectAccount: 'SelectAccount',
  accountPayout: 'AccountPayout',
  refund: 'Refund',
} as const;
export const notificationMethods = [
  'credit',
  'debit',
  'pending',
  'cancel',
  'account',
  'payoutconfirmation',
  'payoutfailed',
] as const;
export type NotificationMethod = (typeof notificationMethods)[number];

/** Any data object: kept as sent, since the signature covers every field, known or not. */
const dataSchema = z.record(z.string(), z.unknown());
export type RpcData = z.infer<typeof dataSchema>;

/** A call to Trustly: the merchant's signature over Method + UUID + Data. */
export const rpcRequestSchema = z.object({
  method: z.string().min(1),
  params: z.object({ Signature: z.string(), UUID: z.string().min(1), Data: dataSchema }),
  version: z.literal(JSON_RPC_VERSION),
});
export type RpcRequest = z.infer<typeof rpcRequestSchema>;

const signedPartSchema = z.object({
  signature: z.string(),
  uuid: z.string().min(1),
  method: z.string().min(1),
  data: dataSchema,
});

/** Trustly's answer: a signed result, or an error whose inner part is signed the same way. */
export const rpcResponseSchema = z.union([
  z.object({ result: signedPartSchema, version: z.literal(JSON_RPC_VERSION) }),
  z.object({
    error: z.object({
      name: z.string(),
      code: z.number(),
      message: z.string(),
      error: signedPartSchema.optional(),
    }),
    version: z.literal(JSON_RPC_VERSION),
  }),
]);
export type RpcResponse = z.infer<typeof rpcResponseSchema>;

/** A notification Trustly POSTs to the NotificationURL; lower-case keys, signed by Trustly. */
export const notificationSchema = z.object({
  method: z.enum(notificationMethods),
  params: z.object({ signature: z.string(), uuid: z.string().min(1), data: dataSchema }),
  version: z.literal(JSON_RPC_VERSION),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * The fields of a notification's data this site reads; others may be added by Trustly and are ignored. The ids
 * are plain words (digits, our UUIDs): anything else, a NUL above all, is no id the database could hold.
 */
export const notificationDataSchema = z.looseObject({
  notificationid: referenceIdSchema,
  orderid: referenceIdSchema,
  messageid: referenceIdSchema,
  amount: z.string().optional(),
  currency: z.string().optional(),
  enduserid: z.string().optional(),
  timestamp: z.string().optional(),
  accountid: z.string().optional(),
  /** An account notification's word that the bank verified the account ("1"). */
  verified: z.string().optional(),
  errormessage: z.string().optional(),
  attributes: z.record(z.string(), z.unknown()).nullish(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** Deposit and SelectAccount: the order and the address of Trustly's page for the payer. */
export const depositResultSchema = z.looseObject({ orderid: z.string().min(1), url: z.url() });
/** AccountPayout and Refund: `result` "1" when Trustly took the order. */
export const orderResultSchema = z.looseObject({ orderid: z.string().min(1), result: z.string() });

export function signedRequest(method: string, data: RpcData, merchantKey: KeyObject, uuid = randomUUID()) {
  return {
    method,
    params: { Signature: signCall(method, uuid, data, merchantKey), UUID: uuid, Data: data },
    version: JSON_RPC_VERSION,
  } satisfies RpcRequest;
}

export function signedResult(method: string, uuid: string, data: RpcData, key: KeyObject) {
  return { result: { signature: signCall(method, uuid, data, key), uuid, method, data }, version: JSON_RPC_VERSION };
}

export function signedError(method: string, uuid: string, code: number, message: string, key: KeyObject) {
  const data = { code, message };
  return {
    error: {
      name: 'JSONRPCError',
      code,
      message,
      error: { signature: signCall(method, uuid, data, key), uuid, method, data },
    },
    version: JSON_RPC_VERSION,
  };
}

export function signedNotification(method: NotificationMethod, data: RpcData, trustlyKey: KeyObject) {
  const uuid = randomUUID();
  return {
    method,
    params: { signature: signCall(method, uuid, data, trustlyKey), uuid, data },
    version: JSON_RPC_VERSION,
  } satisfies Notification;
}

/** The signed part of an answer, when its signature verifies against `publicKey`; else null. */
export function verifiedPart(response: RpcResponse, publicKey: KeyObject) {
  const part = 'result' in response ? response.result : response.error.error;
  if (!part || !verifyCall(part.method, part.uuid, part.data, part.signature, publicKey)) return null;
  return part;
}

/** The merchant's answer to a notification: the same uuid and method, `status: OK`, signed with its key. */
export const notificationAnswer = (notification: Notification, merchantKey: KeyObject) =>
  signedResult(notification.method, notification.params.uuid, { status: 'OK' }, merchantKey);

/** Trustly's error codes the sandbox answers with (Error messages). */
export const errorCodes = {
  invalidCredentials: { code: 616, message: 'ERROR_INVALID_CREDENTIALS' },
  invalidSignature: { code: 636, message: 'ERROR_UNABLE_TO_VERIFY_RSA_SIGNATURE' },
  invalidParameters: { code: 620, message: 'ERROR_INVALID_PARAMETERS' },
  duplicateMessageId: { code: 637, message: 'ERROR_DUPLICATE_MESSAGE_ID' },
  notFound: { code: 607, message: 'ERROR_NOT_FOUND' },
  unknownMethod: { code: 600, message: 'ERROR_UNKNOWN' },
} as const;
