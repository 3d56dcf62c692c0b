/** Danish texts of /profile, the profile overview. Link names are the pages' own titles. */
export const overviewTexts = {
  details: 'Dine oplysninger',
  avatar: (name: string) => `Profilbillede med initialerne for ${name}`,
  customerNo: 'Kundenummer',
  email: 'E-mail',
  balance: 'Saldo',
  lastLogin: 'Sidst logget ind',
  firstLogin: 'Dette er dit første login',
  areas: 'Din konto',
  /** The game history is the games' page (/mine/spilhistorik): its title, kept out of the texts every page loads. */
  gameHistory: 'Spilhistorik',
  groups: {
    account: 'Konto og sikkerhed',
    responsible: 'Ansvarligt spil',
    money: 'Penge og bonusser',
  },
  logout: 'Log ud',
  loading: 'Henter din profil …',
  loadFailed: 'Vi kunne ikke hente din profil.',
  retry: 'Prøv igen',
} as const;
