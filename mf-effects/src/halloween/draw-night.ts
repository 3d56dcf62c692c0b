import { HALLOWEEN } from '../constants.ts';
import type { View } from '../engine/effect.ts';
import type { Bat, HalloweenNight, Pumpkin } from './night.ts';

type Context = CanvasRenderingContext2D;

/** The darkening, then the pumpkins glowing through it, then the bats on top. */
export function drawNight(ctx: Context, night: HalloweenNight, view: View, now: number): void {
  ctx.clearRect(0, 0, view.width, view.height);
  const darkness = night.darkness(now);
  if (darkness > 0) {
    ctx.fillStyle = `rgba(${HALLOWEEN.darknessColour}, ${darkness})`;
    ctx.fillRect(0, 0, view.width, view.height);
  }
  for (const pumpkin of night.pumpkins) drawPumpkin(ctx, pumpkin);
  if (night.bats.length === 0) return;
  ctx.beginPath();
  for (const bat of night.bats) traceBat(ctx, bat);
  ctx.fillStyle = HALLOWEEN.batColour;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = HALLOWEEN.batEdgeColour;
  ctx.stroke();
}

/** A bat seen from the front: scalloped wings whose tips rise and fall with the wing beat. */
function traceBat(ctx: Context, { x, y, span, flapPhase }: Bat): void {
  const half = span / 2;
  const lift = Math.sin(flapPhase) * span * 0.28;
  ctx.moveTo(x, y - span * 0.06);
  for (const side of [-1, 1]) {
    ctx.quadraticCurveTo(x + side * half * 0.5, y - lift - span * 0.12, x + side * half, y - lift);
    ctx.quadraticCurveTo(x + side * half * 0.6, y - lift * 0.3 + span * 0.02, x + side * half * 0.45, y + span * 0.06);
    ctx.quadraticCurveTo(x + side * half * 0.25, y + span * 0.02, x, y + span * 0.14);
    if (side === -1) ctx.moveTo(x, y - span * 0.06);
  }
  ctx.moveTo(x + span * 0.07, y - span * 0.02);
  ctx.arc(x, y - span * 0.02, span * 0.07, 0, 2 * Math.PI);
}

/** A jack-o'-lantern: three ribs, a stem and a glowing face. */
function drawPumpkin(ctx: Context, { x, y, size }: Pumpkin): void {
  const r = size / 2;
  ctx.fillStyle = HALLOWEEN.pumpkinShade;
  ctx.beginPath();
  ctx.ellipse(x - r * 0.38, y, r * 0.62, r * 0.8, 0, 0, 2 * Math.PI);
  ctx.ellipse(x + r * 0.38, y, r * 0.62, r * 0.8, 0, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = HALLOWEEN.pumpkinColour;
  ctx.beginPath();
  ctx.ellipse(x, y, r * 0.58, r * 0.84, 0, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = HALLOWEEN.pumpkinStem;
  ctx.fillRect(x - r * 0.09, y - r * 1.08, r * 0.18, r * 0.32);
  ctx.fillStyle = HALLOWEEN.pumpkinGlow;
  ctx.beginPath();
  for (const side of [-1, 1]) {
    ctx.moveTo(x + side * r * 0.42, y - r * 0.12);
    ctx.lineTo(x + side * r * 0.14, y - r * 0.12);
    ctx.lineTo(x + side * r * 0.28, y - r * 0.38);
  }
  ctx.moveTo(x - r * 0.5, y + r * 0.18);
  ctx.lineTo(x + r * 0.5, y + r * 0.18);
  ctx.lineTo(x + r * 0.25, y + r * 0.48);
  ctx.lineTo(x, y + r * 0.34);
  ctx.lineTo(x - r * 0.25, y + r * 0.48);
  ctx.fill();
}
