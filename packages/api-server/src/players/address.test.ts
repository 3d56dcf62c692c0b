// Spec section 2 (/profile/address-lock): the registered address comes from the national register (CPR; a sandbox
// stand-in here), is the same on every read, and cannot be changed through the API.
import { registeredAddressSchema } from '@casino/api-client/profile';
import { json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('GET address', () => {
  it('answers the CPR address, the same each time and different between players', async () => {
    const mette = await signedIn(site, 'player');
    const first = registeredAddressSchema.parse(await json(await mette.get('/api/proxy/profiles/address')));
    expect(first.source).toBe('CPR');
    expect(registeredAddressSchema.parse(await json(await mette.get('/api/proxy/profiles/address')))).toEqual(first);
    const lars = await signedIn(site, 'atDepositLimit');
    const other = registeredAddressSchema.parse(await json(await lars.get('/api/proxy/profiles/address')));
    expect(`${other.street} ${other.postalCode}`).not.toBe(`${first.street} ${first.postalCode}`);
  });

  it('has no way to change it', async () => {
    const mette = await signedIn(site, 'player');
    const change = await mette.post('/api/proxy/profiles/address', { street: 'Andetsteds 1' });
    expect(change.status).toBe(404);
    const update = await mette.post('/api/proxy/profiles/update', { address: 'Andetsteds 1' });
    expect(update.status).toBe(400);
  });
});
