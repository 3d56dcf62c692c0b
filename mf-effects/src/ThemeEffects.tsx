import { useEffect, useRef } from 'react';
import type { ThemeEffectsProps } from '@casino/platform';
import { runEffect } from './engine/run-effect.ts';
import { useReducedMotion } from './engine/useReducedMotion.ts';
import styles from './ThemeEffects.module.css';

/**
 * The winter and halloween theme effects (spec section 4) on one canvas over the page. It is pure
 * decoration: hidden from assistive technology, never in the way of a click or of focus, and
 * still (nothing drawn, no darkening) when the player prefers reduced motion.
 */
export default function ThemeEffects({ theme }: ThemeEffectsProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (reducedMotion || !canvas) return;
    return runEffect(canvas, theme);
  }, [theme, reducedMotion]);

  return (
    <canvas
      ref={canvasRef}
      className={styles.layer}
      aria-hidden="true"
      data-theme-effects={theme}
      data-motion={reducedMotion ? 'reduced' : 'full'}
      data-remote="effects"
      data-remote-version={__APP_VERSION__}
    />
  );
}
