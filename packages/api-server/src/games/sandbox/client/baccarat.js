/* global document, crypto */
// Punto banco at the sandbox: the player picks player, banker or tie; the server deals the coup by the
// tableau and settles it in one round; this page shows both hands, and the stake as a chip on the chosen bet.
import { showCards } from './cards.js';
import { chipOnChosenBet } from './chips.js';

export function baccarat(kit) {
  const { config, t, $, result, stake, fill, sentences, ask, settled, summary } = kit;
  const texts = t.baccarat;
  const play = $('play');
  chipOnChosenBet([...document.querySelectorAll('input[name="bet"]')], stake);
  play.addEventListener('click', async () => {
    const type = document.querySelector('input[name="bet"]:checked').value;
    const body = { roundId: crypto.randomUUID(), gameSessionId: config.gameSessionId, stake: Number(stake.value) };
    result.textContent = t.playing;
    const round = await ask('/rounds', { ...body, bet: { type } }, [play]);
    if (!round) return;
    const coup = round.outcome;
    showCards($('player-cards'), coup.player, t);
    showCards($('banker-cards'), coup.banker, t);
    $('player-total').textContent = fill(t.blackjack.total, { total: coup.playerTotal });
    $('banker-total').textContent = fill(t.blackjack.total, { total: coup.bankerTotal });
    settled(round);
    result.textContent = sentences(texts.winners[coup.winner], summary(round));
  });
}
