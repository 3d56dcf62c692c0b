import { createContext, useContext, type ComponentProps } from 'react';
import { Link } from './router/links.tsx';

/** Warms the owner of a path (its remote) before the player clicks. The shell provides it. */
export type PrefetchRoute = (path: string) => void;

export const PrefetchContext = createContext<PrefetchRoute>(() => {});

/** A router link that prefetches the remote owning its target on hover, focus and touch start. */
export function AppLink(props: ComponentProps<typeof Link>) {
  const prefetch = useContext(PrefetchContext);
  const target = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '/');
  return (
    <Link
      {...props}
      onMouseEnter={(event) => {
        prefetch(target);
        props.onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch(target);
        props.onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch(target);
        props.onTouchStart?.(event);
      }}
    />
  );
}
