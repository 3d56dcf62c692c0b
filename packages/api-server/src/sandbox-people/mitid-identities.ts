/**
 * The test people of the sandbox MitID (all made up; no CPR number here belongs to anyone). The tester picks
 * one on the sandbox page or types another. Serials of the form 2xxx keep them apart from the seeded players'
 * (1xxx); `note` says what the site should do with each.
 */
export interface TestIdentity {
  givenName: string;
  familyName: string;
  /** DDMMYY-SSSS. */
  cpr: string;
  address: { street: string; postalCode: string; city: string };
  note: 'adult' | 'under-18' | 'rofus';
}

export const sandboxIdentities: readonly TestIdentity[] = [
  {
    givenName: 'Anne',
    familyName: 'Sørensen',
    cpr: '150385-2001',
    address: { street: 'Nørregade 12', postalCode: '8000', city: 'Aarhus C' },
    note: 'adult',
  },
  {
    givenName: 'Mikkel',
    familyName: 'Holm',
    cpr: '020791-2013',
    address: { street: 'Vesterbrogade 48', postalCode: '1620', city: 'København V' },
    note: 'adult',
  },
  {
    givenName: 'Freja',
    familyName: 'Dahl',
    cpr: '010610-4002',
    address: { street: 'Skolevej 3', postalCode: '5000', city: 'Odense C' },
    note: 'under-18',
  },
  {
    givenName: 'Bent',
    familyName: 'Madsen',
    cpr: '120570-2024',
    address: { street: 'Strandvejen 201', postalCode: '9000', city: 'Aalborg' },
    note: 'rofus',
  },
  {
    givenName: 'Lise',
    familyName: 'Kjær',
    cpr: '230891-2035',
    address: { street: 'Algade 7', postalCode: '4000', city: 'Roskilde' },
    note: 'rofus',
  },
];

/** The CPR numbers the sandbox ROFUS register lists from the start (those marked `rofus` above). */
export const sandboxRofusCprs: readonly string[] = sandboxIdentities
  .filter((identity) => identity.note === 'rofus')
  .map((identity) => identity.cpr.replace('-', ''));
