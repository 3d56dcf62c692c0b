/** Every seeded test login uses this password (README "Test logins"). */
export const SEED_PASSWORD = 'Casino2026!';

type Limits = { daily?: number; weekly?: number; monthly?: number };

export interface SeedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  customerNo: string;
  /** What this login is for. */
  role: string;
  /** Balance in øre right after seeding. */
  balanceOre: number;
  /** Deposit limits in kroner; empty when the player has set none. */
  limits: Limits;
  acceptedNewsletters: boolean;
  hasAcceptedSms: boolean;
  /** How the player is kept out, if at all. */
  state: 'active' | 'excluded' | 'closed' | 'rofus' | 'cooldown';
  /** Has rounds, favourites, wins and a bonus in the seed. */
  history: boolean;
}

const user = (seed: Omit<SeedUser, 'password'>): SeedUser => ({ password: SEED_PASSWORD, ...seed });

/** The documented test players. Keep README.md "Test logins" in step with this list. */
export const SEED_USERS = {
  player: user({
    email: 'spiller@casino.test',
    firstName: 'Mette',
    lastName: 'Jensen',
    phoneNumber: '20123456',
    customerNo: '100001',
    role: 'Everyday player: limits set, balance, favourites, recent games, wins, an active bonus and free spins',
    balanceOre: 125_000,
    limits: { daily: 2_000, weekly: 5_000, monthly: 10_000 },
    acceptedNewsletters: false,
    hasAcceptedSms: false,
    state: 'active',
    history: true,
  }),
  atDepositLimit: user({
    email: 'graense@casino.test',
    firstName: 'Lars',
    lastName: 'Nielsen',
    phoneNumber: '21234567',
    customerNo: '100002',
    role: 'Has deposited exactly his daily limit (1.000 kr.) in the last hour: further deposits are refused',
    balanceOre: 80_000,
    limits: { daily: 1_000, weekly: 3_000, monthly: 8_000 },
    acceptedNewsletters: true,
    hasAcceptedSms: false,
    state: 'active',
    history: true,
  }),
  noLimits: user({
    email: 'ingengraense@casino.test',
    firstName: 'Sofie',
    lastName: 'Hansen',
    phoneNumber: null,
    customerNo: '100003',
    role: 'Has set no deposit limits yet (must set one before playing); newsletters and SMS accepted',
    balanceOre: 0,
    limits: {},
    acceptedNewsletters: true,
    hasAcceptedSms: true,
    state: 'active',
    history: false,
  }),
  selfExcluded: user({
    email: 'udelukket@casino.test',
    firstName: 'Peter',
    lastName: 'Andersen',
    phoneNumber: '22345678',
    customerNo: '100004',
    role: 'Self-excluded for 30 days ("month" lock): sign-in is refused',
    balanceOre: 15_000,
    limits: { daily: 500, weekly: 2_000, monthly: 5_000 },
    acceptedNewsletters: false,
    hasAcceptedSms: false,
    state: 'excluded',
    history: false,
  }),
  closed: user({
    email: 'lukket@casino.test',
    firstName: 'Hanne',
    lastName: 'Christensen',
    phoneNumber: '23456789',
    customerNo: '100005',
    role: 'Closed for good ("forever" lock): sign-in is refused',
    balanceOre: 0,
    limits: { daily: 500 },
    acceptedNewsletters: false,
    hasAcceptedSms: false,
    state: 'closed',
    history: false,
  }),
  rofus: user({
    email: 'rofus@casino.test',
    firstName: 'Jens',
    lastName: 'Pedersen',
    phoneNumber: '24567890',
    customerNo: '100006',
    role: 'Registered in ROFUS (the national self-exclusion register): sign-in is refused',
    balanceOre: 0,
    limits: { daily: 1_000 },
    acceptedNewsletters: false,
    hasAcceptedSms: false,
    state: 'rofus',
    history: false,
  }),
  onPause: user({
    email: 'pause@casino.test',
    firstName: 'Camilla',
    lastName: 'Larsen',
    phoneNumber: '25678901',
    customerNo: '100007',
    role: 'On a 24-hour pause (cooldown): can sign in, cannot play or deposit',
    balanceOre: 30_000,
    limits: { daily: 1_000, weekly: 4_000, monthly: 10_000 },
    acceptedNewsletters: true,
    hasAcceptedSms: true,
    state: 'cooldown',
    history: false,
  }),
  newPlayer: user({
    email: 'ny@casino.test',
    firstName: 'Emil',
    lastName: 'Sørensen',
    phoneNumber: '26789012',
    customerNo: '100008',
    role: 'New player with limits but no deposit yet: the next deposit is a first-time deposit',
    balanceOre: 0,
    limits: { daily: 1_500, weekly: 5_000, monthly: 15_000 },
    acceptedNewsletters: false,
    hasAcceptedSms: false,
    state: 'active',
    history: false,
  }),
  // Spare everyday players for tests that lock, delete or otherwise use up an account.
  spare1: spare(1, 'Anna', 'Rasmussen'),
  spare2: spare(2, 'Mads', 'Jørgensen'),
  spare3: spare(3, 'Ida', 'Madsen'),
  spare4: spare(4, 'Oliver', 'Kristensen'),
  spare5: spare(5, 'Freja', 'Olsen'),
  // Plays slot rounds in e2e/tests/slot-features.spec.ts.
  spare6: spare(6, 'Jonas', 'Bech'),
  // One player per profile e2e test (e2e/tests/profile-*.spec.ts share one database): each changes, pauses,
  // excludes or deletes only its own account.
  profileSettings: profileTester(1, 'indstillinger', 'Karen', 'Holm'),
  profileLimits: profileTester(2, 'lavgraense', 'Niels', 'Poulsen'),
  profilePause: profileTester(3, 'spilpause', 'Lone', 'Bertelsen'),
  profileExclude: profileTester(4, 'udelukkes', 'Bo', 'Mikkelsen'),
  profileDelete: profileTester(5, 'slettes', 'Signe', 'Dam'),
  profileKeyboard: profileTester(6, 'tastatur', 'Troels', 'Vestergaard'),
  profilePassword: profileTester(7, 'adgangskode', 'Maja', 'Lund'),
  profilePromo: profileTester(8, 'kampagne', 'Asger', 'Kjær'),
  // A middle name, so the overview's initials show they come from the first and last word (spec section 5).
  profileOverview: profileTester(9, 'oversigt', 'Anne-Marie', 'Due Hansen'),
  profileBonus: profileTester(10, 'bonusforloeb', 'Rune', 'Holt'),
  passwordReset: profileTester(11, 'nulstilling', 'Kasper', 'Friis'),
  // The bonus spins e2e test: claims WEEKENDSPINS, deposits for it and plays a bonus spin.
  freeSpins: everyday({
    email: 'bonusspins@casino.test',
    firstName: 'Ulla',
    lastName: 'Winther',
    phoneNumber: null,
    customerNo: '100300',
    role: 'Bonus spins e2e player: limits set, 500 kr. balance, no promo code used yet',
  }),
  // The game history e2e test: plays a blackjack hand, then finds it in the history.
  gameHistory: profileTester(12, 'spilhistorik', 'Jonas', 'Bach'),
  // The jackpot e2e test's player (e2e/tests/jackpots.spec.ts): its rounds grow a jackpot game's pool.
  jackpotPlayer: everyday({
    email: 'jackpot@casino.test',
    firstName: 'Nanna',
    lastName: 'Skov',
    phoneNumber: null,
    customerNo: '100501',
    role: 'Jackpot e2e player: limits set, 500 kr. balance, plays rounds on a jackpot game',
  }),
} as const satisfies Record<string, SeedUser>;

/** An everyday player with limits 2.000 / 5.000 / 10.000 kr., 500 kr. balance and no marketing consent. */
function everyday(who: Pick<SeedUser, 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'customerNo' | 'role'>) {
  return user({
    ...who,
    balanceOre: 50_000,
    limits: { daily: 2_000, weekly: 5_000, monthly: 10_000 },
    acceptedNewsletters: false,
    hasAcceptedSms: false,
    state: 'active',
    history: false,
  });
}

function spare(n: number, firstName: string, lastName: string): SeedUser {
  return everyday({
    email: `spiller${n + 1}@casino.test`,
    firstName,
    lastName,
    phoneNumber: `306000${String(n).padStart(2, '0')}`,
    customerNo: String(100_100 + n),
    role: 'Spare everyday player (limits set, 500 kr. balance) for tests that use up an account',
  });
}

/** A player for one profile e2e test: an everyday player without a phone number. */
function profileTester(n: number, mailbox: string, firstName: string, lastName: string): SeedUser {
  return everyday({
    email: `${mailbox}@casino.test`,
    firstName,
    lastName,
    phoneNumber: null,
    customerNo: String(100_200 + n),
    role: `Profile e2e player (${mailbox}): limits set, 500 kr. balance, no phone number, no marketing consent`,
  });
}

export type SeedUserKey = keyof typeof SEED_USERS;
