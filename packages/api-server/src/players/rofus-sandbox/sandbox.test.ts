// The issue "ROFUS through the regulator's service": the production adapter speaks ROFUS's protocol to the sandbox
// ROFUS, a process of its own with its own register. A CPR lookup answers not listed, listed for a time, or listed
// until deleted; the "Nej tak til spilreklamer" bulk check names who said no; anything but an answer (nothing
// listening, a wrong login, a fault) is "ROFUS unavailable", which the site fails closed on.
import { sandboxIdentities } from '../../sandbox-people/mitid-identities.ts';
import { seedCprOf } from '../../sandbox-people/seed-cpr.ts';
import { SEED_USERS } from '../../sandbox-people/seed-users.ts';
import { createRofusRegister } from '../rofus-client.ts';
import { RofusUnavailableError } from '../self-exclusion-register.ts';
import { registerInSandboxRofus, sandboxRofusEndpoint, startRofusSandbox, type RofusSandbox } from './process.ts';

const cprOf = (note: string, nth = 0) =>
  sandboxIdentities.filter((person) => person.note === note)[nth]!.cpr.replace('-', '');

describe('the production ROFUS adapter against the sandbox ROFUS process', () => {
  let sandbox: RofusSandbox;
  beforeAll(async () => {
    sandbox = await startRofusSandbox();
  });
  afterAll(() => sandbox?.stop());
  const rofus = () => createRofusRegister(sandboxRofusEndpoint(sandbox.url));

  it('answers a person not in the register as not registered', async () => {
    await expect(rofus().exclusionOf({ cpr: cprOf('adult') })).resolves.toBe('PersonIsNotRegistered');
  });

  it('answers the fixture’s people: excluded until deleted, and excluded for a time', async () => {
    await expect(rofus().exclusionOf({ cpr: cprOf('rofus', 0) })).resolves.toBe('PersonIsRegisteredIndefinitely');
    await expect(rofus().exclusionOf({ cpr: cprOf('rofus', 1) })).resolves.toBe('PersonIsRegisteredTemporarily');
    // The seed's ROFUS player is listed by the sandbox, not by the site's database.
    await expect(rofus().exclusionOf({ cpr: seedCprOf(SEED_USERS.rofus.customerNo) })).resolves.toBe(
      'PersonIsRegisteredIndefinitely',
    );
  });

  it('lists a person who registers on rofus.nu, and lets a temporary exclusion end by itself', async () => {
    await registerInSandboxRofus(sandbox.url, { cpr: '0101903001', exclusion: 'temporary', declinedMarketing: true });
    await expect(rofus().exclusionOf({ cpr: '0101903001' })).resolves.toBe('PersonIsRegisteredTemporarily');
    const ended = new Date(Date.now() - 1000).toISOString();
    await registerInSandboxRofus(sandbox.url, {
      cpr: '0101903002',
      exclusion: 'temporary',
      until: ended,
      declinedMarketing: true,
    });
    await expect(rofus().exclusionOf({ cpr: '0101903002' })).resolves.toBe('PersonIsNotRegistered');
  });

  it('names, of the people asked about, those who said "Nej tak til spilreklamer", 1,000 to a call', async () => {
    await registerInSandboxRofus(sandbox.url, { cpr: '0101903003', exclusion: null, declinedMarketing: true });
    const others = Array.from({ length: 1500 }, (_, i) => `02029${String(i).padStart(5, '0')}`);
    const asked = [cprOf('adult'), cprOf('rofus', 0), '0101903003', ...others];
    const declined = await rofus().declinedMarketing(asked);
    expect([...declined].sort()).toEqual([cprOf('rofus', 0), '0101903003'].sort());
    await expect(rofus().declinedMarketing([])).resolves.toEqual(new Set());
  });

  it('is unavailable to a licence holder the service does not know (wrong login)', async () => {
    const stranger = createRofusRegister({ ...sandboxRofusEndpoint(sandbox.url), password: 'wrong' });
    await expect(stranger.exclusionOf({ cpr: cprOf('adult') })).rejects.toThrow(RofusUnavailableError);
  });

  it('is unavailable when the service answers with a fault instead of a status', async () => {
    const wrongService = createRofusRegister({
      ...sandboxRofusEndpoint(sandbox.url),
      checkUrl: sandboxRofusEndpoint(sandbox.url).marketingUrl,
    });
    await expect(wrongService.exclusionOf({ cpr: cprOf('adult') })).rejects.toThrow(
      /HTTP 500, SOAP fault soapenv:Client: No such operation at this service/u,
    );
  });

  it('is unavailable when nothing answers: ROFUS stopped', async () => {
    const other = await startRofusSandbox();
    await other.stop();
    const gone = createRofusRegister(sandboxRofusEndpoint(other.url));
    await expect(gone.exclusionOf({ cpr: cprOf('adult') })).rejects.toThrow(RofusUnavailableError);
    await expect(gone.declinedMarketing([cprOf('adult')])).rejects.toThrow(RofusUnavailableError);
  });

  it('refuses what is no ROFUS call as the service would', async () => {
    expect((await fetch(new URL('/GamblerProject/GamblerService', sandbox.url))).status).toBe(405);
    expect((await fetch(new URL('/elsewhere', sandbox.url))).status).toBe(404);
  });
});
