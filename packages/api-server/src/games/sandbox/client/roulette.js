/* global document, window, crypto */
// Roulette at the sandbox: a bet board for the game's wheel (radio buttons, so arrows move between bets) with
// the stake as a chip on the chosen bet; the server throws the ball and settles the round. Once it has answered,
// the wheel turns a few times and stops with the server's pocket under the marker, then the result is announced.
// When the player asks for reduced motion the wheel is set on the result at once, with no turn.
import { chipOnChosenBet } from './chips.js';

/** Full turns the wheel makes before it stops; the turn's length and easing are in the style sheet. */
const TURNS = 3;
/** Stops waiting for the end of the turn after this long, should the browser not report it (a hidden tab). */
const TURN_TIMEOUT_MS = 4000;

export function roulette(kit) {
  const { config, t, $, result, stake, fill, sentences, ask, settled, summary, reducedMotion } = kit;
  const texts = t.roulette;
  const play = $('play');
  const chosen = $('chosen');
  const rotor = $('rotor');
  const hub = $('hub');
  const pocketText = $('pocket');
  const ball = $('ball');
  const pocketCount = rotor.querySelectorAll('.pocket').length;
  const radios = [...document.querySelectorAll('input[name="bet"]')];
  const label = (radio) => radio.closest('label').querySelector('.sr').textContent;
  const selected = () => radios.find((radio) => radio.checked);
  const showChoice = () => {
    chosen.textContent = fill(texts.chosen, { bet: label(selected()) });
  };
  for (const radio of radios) radio.addEventListener('change', showChoice);
  showChoice();
  chipOnChosenBet(radios, stake);

  let angle = 0;
  /** Turns the rotor clockwise until `pocket` is under the marker at the top; resolves when it has stopped. */
  function turnTo(pocket) {
    const index = Number(rotor.querySelector(`[data-pocket="${pocket}"]`).dataset.index);
    const moving = !reducedMotion();
    const from = angle + (moving ? TURNS * 360 : 0);
    const wanted = (-index * 360) / pocketCount;
    angle = from + ((((wanted - from) % 360) + 360) % 360);
    ball.classList.remove('landed');
    rotor.classList.toggle('turning', moving);
    rotor.style.transform = `rotate(${angle}deg)`;
    if (!moving) return Promise.resolve();
    return new Promise((stopped) => {
      const timer = window.setTimeout(stopped, TURN_TIMEOUT_MS);
      rotor.addEventListener(
        'transitionend',
        () => {
          window.clearTimeout(timer);
          stopped();
        },
        { once: true },
      );
    });
  }

  play.addEventListener('click', async () => {
    const bet = JSON.parse(selected().value);
    const body = { roundId: crypto.randomUUID(), gameSessionId: config.gameSessionId, stake: Number(stake.value), bet };
    result.textContent = texts.spinning;
    const round = await ask('/rounds', body, [play]);
    if (!round) return;
    const { pocket, colour } = round.outcome;
    play.disabled = true;
    await turnTo(pocket);
    play.disabled = false;
    // A disabled button loses the focus: it comes back, so a keyboard player can spin again at once.
    if (document.activeElement === document.body) play.focus();
    const shown = rotor.querySelector(`[data-pocket="${pocket}"] text`).textContent;
    pocketText.textContent = shown;
    hub.setAttribute('class', `hub ${colour}`);
    ball.classList.add('landed');
    settled(round);
    result.textContent = sentences(
      fill(texts.pocket, { pocket: shown, colour: texts.colours[colour] }),
      summary(round),
    );
  });
}
