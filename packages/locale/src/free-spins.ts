/**
 * Bonus spins (free spins granted by a promo code, DOMAIN.md "Bonuses": never called free) as the game page, the
 * sandbox game and the server's refusals say them. Amounts end in 'kr.' (or 'øre'), which ends the sentence too.
 */
export const freeSpinTexts = {
  /** "Du har 12 bonusspins à 1 kr." on the game page and in the game. */
  have: (count: number | string, value: string) =>
    `Du har ${count} ${Number(count) === 1 ? 'bonusspin' : 'bonusspins'} à ${value}`,
  use: 'Brug bonusspin',
  region: 'Dine bonusspins',
  /** Where a bonus spin's win goes (the promo's own terms say whether it must be wagered). */
  winsAsBonus: 'Gevinster fra bonusspins krediteres som bonus efter kampagnens vilkår.',
  expires: (date: string) => `Bonusspinsene udløber ${date}.`,
  noneLeft: 'Du har ikke flere bonusspins til dette spil.',
  playInGame: 'Spil dem med knappen »Brug bonusspin« i spillet.',
  errors: {
    grantInvalid: 'Bonusspinsene mangler et gyldigt id.',
    none: 'Du har ingen bonusspins til dette spil.',
    expired: 'Dine bonusspins til dette spil er udløbet.',
    usedUp: 'Du har brugt alle dine bonusspins til dette spil.',
    roundWasCash: 'Runden er allerede spillet for penge, ikke som bonusspin.',
    roundWasFreeSpin: 'Runden er allerede spillet som bonusspin.',
  },
} as const;
