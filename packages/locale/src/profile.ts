// '@casino/locale/profile' (an entry of its own): only the profile pages and their forms load it.
import { addressTexts } from './profile/address.ts';
import { bonusTexts } from './profile/bonuses.ts';
import { deleteTexts } from './profile/delete.ts';
import { limitsTexts } from './profile/limits.ts';
import { lockTexts } from './profile/lock.ts';
import { overviewTexts } from './profile/overview.ts';
import { passwordTexts } from './profile/password.ts';
import { settingsTexts } from './profile/settings.ts';

/** Danish texts of the profile remote's pages that are not page titles (those live in texts.pages). */
export const profileTexts = {
  address: addressTexts,
  bonuses: bonusTexts,
  delete: deleteTexts,
  limits: limitsTexts,
  lock: lockTexts,
  overview: overviewTexts,
  password: passwordTexts,
  settings: settingsTexts,
  transactions: {
    caption: 'Dine transaktioner de seneste 90 dage, nyeste først',
    columns: {
      date: 'Dato',
      type: 'Type',
      amount: 'Beløb',
      balanceAfter: 'Saldo efter',
    },
    types: {
      deposit: 'Indbetaling',
      withdrawal: 'Udbetaling',
      bet: 'Indsats',
      win: 'Gevinst',
      bonus: 'Bonus',
    },
    loading: 'Indlæser transaktioner…',
    loadingMore: 'Indlæser…',
    error: 'Vi kunne ikke hente dine transaktioner.',
    errorMore: 'Vi kunne ikke hente flere transaktioner.',
    retry: 'Prøv igen',
    empty: 'Du har ingen transaktioner endnu.',
    showMore: 'Vis flere',
    shownOf: (shown: number, total: number) => `Viser ${shown} af ${total}`,
    loginRequired: 'Log ind for at se dine transaktioner.',
  },
} as const;
