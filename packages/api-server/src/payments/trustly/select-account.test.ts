// The issue "Going live", decision 0070: a player registers a bank account for payouts by Trustly's
// SelectAccount, through the production adapter against the sandbox Trustly process and against recorded
// Trustly-format messages. The call is signed and carries the documented attributes; the account counts only on
// Trustly's signed, verified account notification; a forged one is refused, a replayed one booked once.
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { bankAccountSelections, trustlyNotifications, trustlyOrders } from '../schema.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../../test/harness.ts';
import { playerIdOf } from '../../../test/payments-support.ts';
import {
  notificationAnswer,
  rpcRequestSchema,
  rpcResponseSchema,
  signedNotification,
  verifiedPart,
} from './protocol.ts';
import { sandboxTrustlyKeys } from './sandbox-keys.ts';
import { selectAccountAttributes } from './select-account.ts';
import { verifyCall } from './signature.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const keys = {
  merchantPrivate: createPrivateKey(sandboxTrustlyKeys.merchantPrivateKey),
  merchantPublic: createPublicKey(sandboxTrustlyKeys.merchantPublicKey),
  trustlyPrivate: createPrivateKey(sandboxTrustlyKeys.trustlyPrivateKey),
  trustlyPublic: createPublicKey(sandboxTrustlyKeys.trustlyPublicKey),
};

describe("SelectAccount and the account notification, as Trustly's documents record them", () => {
  it('verifies a recorded signed SelectAccount with the merchant’s key, and nothing altered', () => {
    const { method, params } = rpcRequestSchema.parse(fixture('select-account-request.json'));
    expect(method).toBe('SelectAccount');
    expect(verifyCall(method, params.UUID, params.Data, params.Signature, keys.merchantPublic)).toBe(true);
    const altered = { ...params.Data, EndUserID: '54321' };
    expect(verifyCall(method, params.UUID, altered, params.Signature, keys.merchantPublic)).toBe(false);
    expect(verifyCall(method, params.UUID, params.Data, params.Signature, keys.trustlyPublic)).toBe(false);
  });

  it('asks in Danish for Denmark with the holder’s name, CPR number and birth date, and no direct debit mandate', () => {
    const { params } = rpcRequestSchema.parse(fixture('select-account-request.json'));
    const documented = Object.keys(params.Data.Attributes as object);
    const ours = selectAccountAttributes(
      {
        firstName: 'Anne',
        lastName: 'Sørensen',
        nationalIdentificationNumber: '0101901234',
        dateOfBirth: '1990-01-01',
      },
      'https://casino.example/profile/payment/payout?bankkonto=valgt',
      'https://casino.example/profile/payment/payout?bankkonto=afbrudt',
    );
    expect(ours).toEqual({
      Locale: 'da_DK',
      Country: 'DK',
      Firstname: 'Anne',
      Lastname: 'Sørensen',
      NationalIdentificationNumber: '0101901234',
      DateOfBirth: '1990-01-01',
      SuccessURL: 'https://casino.example/profile/payment/payout?bankkonto=valgt',
      FailURL: 'https://casino.example/profile/payment/payout?bankkonto=afbrudt',
      RequestDirectDebitMandate: 0,
    });
    // Every attribute but the two the example leaves out (FailURL, RequestDirectDebitMandate) is one it names.
    for (const name of Object.keys(ours).filter((key) => key !== 'FailURL' && key !== 'RequestDirectDebitMandate'))
      expect(documented).toContain(name);
    // A holder with no CPR number on record (an account made before MitID sign-up): left out, never sent empty.
    const unknown = selectAccountAttributes(
      { firstName: 'Bo', lastName: 'Dam', nationalIdentificationNumber: null, dateOfBirth: null },
      'https://a.example/',
      'https://a.example/',
    );
    expect(Object.keys(unknown)).not.toContain('NationalIdentificationNumber');
    expect(Object.keys(unknown)).not.toContain('DateOfBirth');
  });

  it("answers a recorded account notification with the merchant's signed OK: same uuid and method", () => {
    const recorded = fixture('account-notification.json');
    const { params } = recorded;
    expect(verifyCall('account', params.uuid, params.data, params.signature, keys.trustlyPublic)).toBe(true);
    const part = verifiedPart(
      rpcResponseSchema.parse(notificationAnswer(recorded, keys.merchantPrivate)),
      keys.merchantPublic,
    );
    expect(part).toMatchObject({ uuid: params.uuid, method: 'account', data: { status: 'OK' } });
  });
});

describe('a bank account registered through the Trustly adapter and the sandbox Trustly', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
    expect(site.providers.payment.kind).toBe('sandbox');
  });
  afterAll(() => site.close());

  const notify = (body: unknown) =>
    fetch(new URL('/api/payments/provider/notify', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const destinationOf = async (client: Client) =>
    (await json<{ destination: string | null }>(await client.get('/api/proxy/payment/payoutInfo'))).destination;

  /** A selection started as the payout page's button starts it; its order at Trustly. */
  async function started(client: Client, playerId: number) {
    const answer = await client.post('/api/proxy/payment/bankAccount', {});
    expect(answer.status).toBe(200);
    const { url } = await json<{ url: string }>(answer);
    expect(new URL(url).origin).toBe(new URL(process.env.CASINO_TEST_TRUSTLY_URL!).origin);
    const [selection] = await site.db
      .select()
      .from(bankAccountSelections)
      .where(eq(bankAccountSelections.playerId, playerId));
    const [order] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.messageId, selection!.id));
    expect(order).toMatchObject({ kind: 'account', amountOre: 0, endUserId: `player-${playerId}`, url });
    expect(selection).toMatchObject({ status: 'started', providerOrderId: order!.orderId });
    return { url, selectionId: selection!.id, orderId: order!.orderId };
  }
  const accountNote = (order: { orderId: string; selectionId: string }, notificationId: string, verified = '1') => ({
    notificationid: notificationId,
    messageid: order.selectionId,
    orderid: order.orderId,
    accountid: `acct-${notificationId}`,
    verified,
    attributes: { clearinghouse: 'DENMARK', bank: 'Sydbank', descriptor: '**** 4321', lastdigits: '4321' },
  });
  const selectionRow = async (id: string) =>
    (await site.db.select().from(bankAccountSelections).where(eq(bankAccountSelections.id, id)))[0]!;

  it('an account notification not signed by Trustly is refused, books nothing and registers no account', async () => {
    const client = await signedIn(site, 'newPlayer');
    const order = await started(client, await playerIdOf(site.db, 'newPlayer'));
    const data = accountNote(order, 'forged-account-1');
    const forged = signedNotification('account', data, keys.merchantPrivate);
    const genuine = signedNotification('account', data, keys.trustlyPrivate);
    const altered = { ...genuine, params: { ...genuine.params, data: { ...data, accountid: 'someone-elses' } } };
    for (const body of [forged, altered]) expect((await notify(body)).status).toBe(401);
    const booked = await site.db
      .select()
      .from(trustlyNotifications)
      .where(eq(trustlyNotifications.notificationId, 'forged-account-1'));
    expect(booked).toEqual([]);
    expect(await selectionRow(order.selectionId)).toMatchObject({ status: 'started', label: null });
    expect(await destinationOf(client)).toBeNull();
  });

  it('an account the bank did not verify is booked but is no payout destination', async () => {
    const client = await signedIn(site, 'spare2');
    const order = await started(client, await playerIdOf(site.db, 'spare2'));
    const before = await destinationOf(client);
    const unverified = signedNotification('account', accountNote(order, 'unverified-1', '0'), keys.trustlyPrivate);
    expect((await notify(unverified)).status).toBe(200);
    expect(await selectionRow(order.selectionId)).toMatchObject({ status: 'started' });
    expect(await destinationOf(client)).toBe(before);
  });

  it('a verified account notification sent again is answered alike with the signed OK and registers the account once', async () => {
    const client = await signedIn(site, 'spare3');
    const order = await started(client, await playerIdOf(site.db, 'spare3'));
    const note = signedNotification('account', accountNote(order, 'replayed-account-1'), keys.trustlyPrivate);
    const first = await notify(note);
    expect(first.status).toBe(200);
    const registered = await selectionRow(order.selectionId);
    expect(registered).toMatchObject({ status: 'verified', label: 'Sydbank •••• 4321' });
    const again = await notify(note);
    expect(again.status).toBe(200);
    const answer = rpcResponseSchema.parse(await first.json());
    expect(verifiedPart(answer, keys.merchantPublic)).toMatchObject({
      uuid: note.params.uuid,
      method: 'account',
      data: { status: 'OK' },
    });
    expect(await again.json()).toEqual(answer);
    const booked = await site.db
      .select()
      .from(trustlyNotifications)
      .where(eq(trustlyNotifications.notificationId, 'replayed-account-1'));
    expect(booked).toHaveLength(1);
    // Registered once: the second changed nothing, not even when.
    expect((await selectionRow(order.selectionId)).verifiedAt).toEqual(registered.verifiedAt);
    const [recorded] = await site.db.select().from(trustlyOrders).where(eq(trustlyOrders.orderId, order.orderId));
    expect(recorded).toMatchObject({
      accountId: 'acct-replayed-account-1',
      accountLastDigits: '4321',
      accountBank: 'Sydbank',
    });
    // Newer than the seeded bank deposit: payouts now go to it.
    expect(await destinationOf(client)).toBe('Sydbank •••• 4321');
  });
});
