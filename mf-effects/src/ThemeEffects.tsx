import type { ThemeEffectsProps } from '@casino/platform';
import styles from './ThemeEffects.module.css';

/**
 * The decorative layer of the winter and halloween themes. It never takes input and is hidden from
 * assistive technology; the animations themselves (snow, bats) come with the themes issue.
 */
export default function ThemeEffects({ theme }: ThemeEffectsProps) {
  return (
    <div
      className={styles.layer}
      aria-hidden="true"
      data-theme-effects={theme}
      data-remote="effects"
      data-remote-version={__APP_VERSION__}
    />
  );
}
