import { createCprVault, SANDBOX_CPR_KEY } from '../players/cpr-vault.ts';
import { parseCpr } from '../auth/cpr.ts';
import type { RegisteredAddress } from '@casino/api-client/profile';
import { createHash } from 'node:crypto';
import type { players } from '../players/schema.ts';
import { seedCprOf } from '../sandbox-people/seed-cpr.ts';

/** Streets and towns of the sandbox register. */
const streets = ['Vesterbrogade', 'Nørregade', 'Strandvejen', 'Algade', 'Søndergade', 'Østergade', 'Skolevej'];
const towns = [
  ['1620', 'København V'],
  ['5000', 'Odense C'],
  ['8000', 'Aarhus C'],
  ['9000', 'Aalborg'],
  ['6700', 'Esbjerg'],
  ['4000', 'Roskilde'],
] as const;

/**
 * A seeded test player's made-up CPR address, as MitID would have given it at sign-up: the same customer always
 * lives at the same address.
 */
function sandboxCprAddress(customerNo: string): Pick<RegisteredAddress, 'street' | 'postalCode' | 'city'> {
  const digest = createHash('sha256').update(customerNo).digest();
  const [postalCode, city] = towns[digest[1]! % towns.length]!;
  return { street: `${streets[digest[0]! % streets.length]} ${(digest[2]! % 98) + 1}`, postalCode, city };
}

const vault = createCprVault(SANDBOX_CPR_KEY);

/** The identity columns of a seeded player, as sign-up with MitID would have written them. */
export function seedIdentityOf(customerNo: string): Partial<typeof players.$inferInsert> {
  const cpr = seedCprOf(customerNo);
  const address = sandboxCprAddress(customerNo);
  return {
    cprKey: vault.keyOf(cpr),
    cprSealed: vault.seal(cpr),
    birthDate: parseCpr(cpr)!.birthDate,
    addressStreet: address.street,
    addressPostalCode: address.postalCode,
    addressCity: address.city,
  };
}
