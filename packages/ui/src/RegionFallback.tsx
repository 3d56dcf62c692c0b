import { Button } from './Button.tsx';
import styles from './RegionFallback.module.css';

export interface RegionFallbackProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  compact?: boolean;
}

/** What a region shows when its part of the site failed: a message and a retry for that region. */
export function RegionFallback({ message, retryLabel, onRetry, compact }: RegionFallbackProps) {
  return (
    <div role="alert" className={[styles.region, compact && styles.compact].filter(Boolean).join(' ')}>
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/**
 * Placeholder with the region's footprint while it loads, so the page does not jump. `page`: the
 * page's main content is loading, so it holds a screen's height and the footer waits below the
 * fold instead of being pushed down in view when the content arrives (a layout shift). `className`: the
 * content's own size, where the region knows it (a game's frame, a form), in a rule that outranks the
 * placeholder's own height (`div.skeleton`), so no order of the style sheets decides between them.
 */
export function RegionLoading({
  label,
  page = false,
  className,
}: {
  label: string;
  page?: boolean;
  className?: string;
}) {
  const classes = [styles.loading, page && styles.loadingPage, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
