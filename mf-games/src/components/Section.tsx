import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  heading: string;
  /** A link beside the heading ("Se alle …"). */
  more?: ReactNode;
  children: (headingId: string) => ReactNode;
}

/** A titled part of a page (a landmark named by its heading), with an optional link beside the heading. */
export function Section({ heading, more, children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {more}
      </div>
      {children(headingId)}
    </section>
  );
}
