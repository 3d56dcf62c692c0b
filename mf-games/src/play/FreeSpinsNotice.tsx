import type { LiveFreeSpins } from '@casino/api-client/play';
import { formatDate, formatKroner } from '@casino/locale';
import { freeSpinTexts } from '@casino/locale/games';
import styles from './FreeSpinsNotice.module.css';

/** A grant's spins as the play page knows them: the session's, lowered as the game reports bonus spins played. */
export type FreeSpinsOnPage = Omit<LiveFreeSpins, 'spinsLeft'> & { spinsLeft: number };

/**
 * The player's bonus spins on this game above the frame: how many are left at which stake, until when, and
 * where to play them (the game's own "Brug bonusspin"). The count is announced politely as it goes down.
 */
export function FreeSpinsNotice({ freeSpins }: { freeSpins: FreeSpinsOnPage | null }) {
  if (!freeSpins) return null;
  const left = freeSpins.spinsLeft;
  return (
    <section aria-label={freeSpinTexts.region} className={styles.notice}>
      <p role="status" className={styles.count}>
        {left > 0
          ? freeSpinTexts.have(left, formatKroner(freeSpins.spinValue, { decimals: 'auto' }))
          : freeSpinTexts.noneLeft}
      </p>
      {left > 0 && (
        <p>
          {freeSpinTexts.playInGame} {freeSpinTexts.expires(formatDate(freeSpins.expiresAt))}
        </p>
      )}
    </section>
  );
}
