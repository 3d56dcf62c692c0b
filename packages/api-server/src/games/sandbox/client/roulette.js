/* global document, window, crypto */
// Roulette at the sandbox: a bet board for the game's wheel (radio buttons, so arrows move between bets);
// the server throws the ball and settles the round. The short roll of numbers before the result is left
// out when the player asks for reduced motion.

export function roulette(kit) {
  const { config, t, $, result, stake, fill, sentences, ask, settled, summary, reducedMotion } = kit;
  const texts = t.roulette;
  const play = $('play');
  const pocket = $('pocket');
  const chosen = $('chosen');
  const radios = [...document.querySelectorAll('input[name="bet"]')];
  const label = (radio) => radio.closest('label').querySelector('.sr').textContent;
  const selected = () => radios.find((radio) => radio.checked);
  const showChoice = () => {
    chosen.textContent = fill(texts.chosen, { bet: label(selected()) });
  };
  for (const radio of radios) radio.addEventListener('change', showChoice);
  showChoice();

  const pocketText = (n) => (n === 37 ? '00' : String(n));
  const roll = () =>
    new Promise((done) => {
      if (reducedMotion()) return done();
      const pockets = config.wheel === 'american' ? 38 : 37;
      let step = 0;
      const timer = window.setInterval(() => {
        pocket.textContent = pocketText(Math.floor(Math.random() * pockets));
        if (++step === 10) {
          window.clearInterval(timer);
          done();
        }
      }, 60);
    });

  play.addEventListener('click', async () => {
    const bet = JSON.parse(selected().value);
    const body = { roundId: crypto.randomUUID(), gameSessionId: config.gameSessionId, stake: Number(stake.value), bet };
    result.textContent = texts.spinning;
    const [round] = await Promise.all([ask('/rounds', body, [play]), roll()]);
    if (!round) return;
    const { colour } = round.outcome;
    const shown = pocketText(round.outcome.pocket);
    pocket.textContent = shown;
    pocket.className = `wheel ${colour}`;
    settled(round);
    result.textContent = sentences(
      fill(texts.pocket, { pocket: shown, colour: texts.colours[colour] }),
      summary(round),
    );
  });
}
