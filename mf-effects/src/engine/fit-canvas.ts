import { FRAME } from '../constants.ts';
import type { View } from './effect.ts';

type Sized = Pick<HTMLCanvasElement, 'width' | 'height'>;
type Scalable = Pick<CanvasRenderingContext2D, 'setTransform'>;
type WindowSize = Pick<Window, 'innerWidth' | 'innerHeight' | 'devicePixelRatio'>;

/**
 * Sizes the canvas's backing store for the device pixel ratio (capped: sharper is invisible on
 * moving specks) and scales drawing so the effects work in CSS pixels. Called on start and on
 * every window resize, which also fires when the zoom or the screen's pixel ratio changes.
 */
export function fitCanvas(canvas: Sized, ctx: Scalable, win: WindowSize): View {
  const ratio = Math.min(win.devicePixelRatio || 1, FRAME.maxPixelRatio);
  const view = { width: win.innerWidth, height: win.innerHeight };
  const width = Math.round(view.width * ratio);
  const height = Math.round(view.height * ratio);
  // Assigning the size clears the canvas even when it is unchanged.
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return view;
}
