import { html } from 'hono/html';
import type { Markup } from '../../http/html-document.ts';
import { pocketLabel, WHEEL_ORDER, type RouletteWheel } from '../maths/roulette-layout.ts';
import { colourOf } from '../maths/roulette.ts';

// The roulette wheel as SVG, drawn from the wheel's pocket order in the maths: pocket i sits i steps clockwise
// from the top, where the marker points. The script turns the rotor so the server's pocket stops under the
// marker. The drawing is decorative (aria-hidden): the result is announced as text in the page's status line.

/** Radii in the 200 x 200 view box, centred on 0 0 so the rotor turns about the wheel's centre. */
const OUTER = 94;
const INNER = 64;
const NUMBER_AT = 81;
const BALL_AT = 69;

const round2 = (n: number) => Number(n.toFixed(2));

/** One pocket's sector, centred on the top of the wheel (each pocket group rotates it into place). */
function pocketPath(pockets: number): string {
  const half = Math.PI / pockets;
  const x = (r: number) => round2(r * Math.sin(half));
  const y = (r: number) => round2(-r * Math.cos(half));
  return (
    `M${-x(OUTER)} ${y(OUTER)}A${OUTER} ${OUTER} 0 0 1 ${x(OUTER)} ${y(OUTER)}` +
    `L${x(INNER)} ${y(INNER)}A${INNER} ${INNER} 0 0 0 ${-x(INNER)} ${y(INNER)}Z`
  );
}

export function rouletteWheel(wheel: RouletteWheel): Markup {
  const order = WHEEL_ORDER[wheel];
  const sector = pocketPath(order.length);
  const pockets = order.map(
    (pocket, index) =>
      html`<g class="pocket ${colourOf(pocket)}" data-pocket="${pocket}" data-index="${index}" transform="rotate(${round2((index * 360) / order.length)})"><path d="${sector}"/><text x="0" y="${-NUMBER_AT}">${pocketLabel(pocket)}</text></g>`,
  );
  return html`<div class="roulette-wheel"><svg class="wheel-drawing ${wheel}" viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
<circle class="rim" r="99"/>
<g class="rotor" id="rotor">${pockets}<circle class="cone" r="${INNER}"/><path class="turret" d="M0 -40V40M-40 0H40"/></g>
<circle class="ball" id="ball" cx="0" cy="${-BALL_AT}" r="5"/>
<g class="hub" id="hub"><circle r="30"/><text id="pocket">–</text></g>
<path class="marker" d="M-7 -100H7L0 -89Z"/>
</svg></div>`;
}
