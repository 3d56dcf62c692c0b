import { WINTER } from '../constants.ts';
import type { View } from '../engine/effect.ts';
import type { Snowfall } from './snowfall.ts';

type Context = Pick<CanvasRenderingContext2D, 'clearRect' | 'beginPath' | 'moveTo' | 'arc' | 'fill' | 'fillStyle'>;

/** One path per kind of flake: two fills a frame however much snow there is. */
export function drawSnow(ctx: Context, snow: Snowfall, view: View, now: number): void {
  ctx.clearRect(0, 0, view.width, view.height);
  ctx.fillStyle = WINTER.flakeColour;
  ctx.beginPath();
  for (const flake of snow.flakes) {
    ctx.moveTo(flake.x + flake.r, flake.y);
    ctx.arc(flake.x, flake.y, flake.r, 0, 2 * Math.PI);
  }
  ctx.fill();
  ctx.fillStyle = WINTER.landedColour;
  ctx.beginPath();
  for (const landed of snow.landed) {
    // Landed snow shrinks away (melts) over its last moments.
    const r = landed.r * Math.min(1, (landed.until - now) / WINTER.landedFadeMs);
    if (r <= 0) continue;
    ctx.moveTo(landed.x + r, landed.y);
    ctx.arc(landed.x, landed.y, r, 0, 2 * Math.PI);
  }
  ctx.fill();
}
