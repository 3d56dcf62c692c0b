import type { LiveFreeSpins } from '@casino/api-client/play';
import { formatKroner } from '@casino/locale';
import { freeSpinTexts } from '@casino/locale/games';
import { html } from 'hono/html';
import type { Markup } from '../../http/html-document.ts';

/**
 * The player's bonus spins on a slot, beside its reels: how many are left at which stake and "Brug bonusspin",
 * which asks the rounds API for a bonus spin of this grant (the script keeps the count as the server answers).
 */
export function freeSpinsMarkup(kind: string, freeSpins: LiveFreeSpins | null): Markup | '' {
  if (kind !== 'slots' || !freeSpins) return '';
  const value = formatKroner(freeSpins.spinValue, { decimals: 'auto' });
  return html`<section class="free-spins" id="free-spins" aria-labelledby="free-spins-title">
<h2 id="free-spins-title">${freeSpinTexts.region}</h2>
<p id="free-spins-count" aria-live="polite">${freeSpinTexts.have(freeSpins.spinsLeft, value)}</p>
<p class="hint">${freeSpinTexts.winsAsBonus}</p>
<button type="button" id="free-spin" class="primary">${freeSpinTexts.use}</button>
</section>`;
}
