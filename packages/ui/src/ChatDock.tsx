import type { ComponentProps } from 'react';
import { accessibilityTexts, texts } from '@casino/locale';
import { Button, type ButtonProps } from './Button.tsx';
import styles from './ChatDock.module.css';

export interface ChatDockProps extends ComponentProps<'aside'> {
  /** The launcher button's wiring; its text is always the launcher's. */
  launcher: Omit<ButtonProps, 'children'>;
}

/**
 * The support chat's corner: a landmark holding the chat (its children) above the launcher button. The
 * shell's stand-in launcher and the loaded chat widget both render it, so swapping one for the other
 * moves nothing and keeps the button's name (the chat loads on intent).
 */
export function ChatDock({ launcher, children, ...rest }: ChatDockProps) {
  return (
    <aside aria-label={accessibilityTexts.supportChat} className={styles.dock} {...rest}>
      {children}
      <Button {...launcher}>{texts.chat.open}</Button>
    </aside>
  );
}
