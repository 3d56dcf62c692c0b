import { useEffect, useState, type MouseEvent } from 'react';
import { formTexts } from '@casino/locale';
// The package's own entry, not './Button.tsx': this file is in '@casino/ui/forms', a shared module of
// its own, which would otherwise carry a second Button.
import { Button, type ButtonProps } from '@casino/ui';
import styles from './ConfirmButton.module.css';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Runs on the second press only. */
  onConfirm: () => void;
  /** Shown (in the danger colour) once armed; spec section 4's 'Are you sure?' in Danish by default. */
  confirmText?: string;
  /** How long it stays armed before it quietly resets, in ms. */
  timeoutMs?: number;
}

/**
 * The two-step button of spec section 4: the first press arms it (its label becomes the question, in
 * the danger colour, and screen readers are told to press again); the second press runs the action.
 * It disarms when focus leaves it, on Escape and after `timeoutMs`. The second click of a
 * double-click does not confirm, so one hasty double-click cannot run the action.
 */
export function ConfirmButton({
  onConfirm,
  confirmText = formTexts.confirm.question,
  timeoutMs = 8000,
  variant = 'secondary',
  children,
  className,
  disabled,
  onBlur,
  onKeyDown,
  ...rest
}: ConfirmButtonProps) {
  const [armedState, setArmed] = useState(false);
  const armed = armedState && !disabled;

  useEffect(() => {
    if (!armed) return undefined;
    const timer = setTimeout(() => setArmed(false), timeoutMs);
    return () => clearTimeout(timer);
  }, [armed, timeoutMs]);

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    if (!armed) {
      setArmed(true);
      return;
    }
    // detail counts the clicks of one burst: 2 is the second half of a double-click (keyboard: 0).
    if (event.detail > 1) return;
    setArmed(false);
    onConfirm();
  }

  return (
    <>
      <Button
        {...rest}
        disabled={disabled}
        variant={armed ? 'danger' : variant}
        className={[styles.confirm, className].filter(Boolean).join(' ')}
        data-armed={armed || undefined}
        onClick={onClick}
        onBlur={(event) => {
          setArmed(false);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (armed && event.key === 'Escape') setArmed(false);
          onKeyDown?.(event);
        }}
      >
        {armed ? confirmText : children}
      </Button>
      {/* Present before it speaks, so screen readers announce the change. */}
      <span className="visually-hidden" aria-live="polite">
        {armed ? `${confirmText} ${formTexts.confirm.pressAgain}` : ''}
      </span>
    </>
  );
}
