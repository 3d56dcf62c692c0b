import type { FreeSpins } from '@casino/api-client/profile';
import { formatDate, formatKroner } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { AppLink, paths } from '@casino/platform';
import cards from '../common/Cards.module.css';

const t = profileTexts.bonuses.promoCodes;

/** The player's bonus spins, each with a link to its game (spec section 3: each entry has a game). */
export function FreeSpinsList({ spins }: { spins: FreeSpins[] }) {
  if (spins.length === 0) return <p>{t.noSpins}</p>;
  return (
    <ul className={cards.cards}>
      {spins.map((grant) => (
        <li key={grant.id} className={cards.card}>
          <h3 className={cards.cardTitle}>{grant.game.title}</h3>
          <p>{t.spinsLeft(grant.remainingSpins, grant.spins, formatKroner(grant.spinValue, { decimals: 'auto' }))}</p>
          <p className={cards.muted}>{t.spinsExpire(formatDate(grant.expiresAt))}</p>
          <AppLink to={paths.game(grant.game.slug)}>{t.play(grant.game.title)}</AppLink>
        </li>
      ))}
    </ul>
  );
}
