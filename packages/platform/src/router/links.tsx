import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath, type To } from 'react-router';

// Our links, not react-router's: its Link and NavLink live in the module of its framework
// mode, and importing anything from there ships that module whole to every page (prefetch links, forms,
// fetchers, view transitions). These do what the site asks of a link with the
// router's own hooks: the href, client navigation on a plain click, the browser's way for any other.

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the site; other sites take a plain `<a href>`. */
  to: To;
  /** Replace the current history entry instead of adding one (default: only for a link to this page). */
  replace?: boolean;
  /** History state the next page reads from `useLocation().state`. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** The router takes a main-button click in this tab; the browser keeps new tabs and windows, downloads. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

/** A link within the site: a real `<a href>`, followed by the router without reloading the page. */
export function Link({ to, replace, state, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        // As react-router does: a link to the page already shown replaces it, so Back still leaves it.
        const here =
          path.pathname === location.pathname && path.search === location.search && path.hash === location.hash;
        void navigate(to, { replace: replace ?? here, state });
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on its own path, not on the paths under it. */
  end?: boolean;
}

/**
 * A navigation link that marks the page it leads to as the current one: `aria-current="page"` and the
 * class `active`, on its path and (without `end`) on the paths under it, case-insensitively. The site's
 * paths are already URL-encoded (paths.ts), as the location's are.
 */
export function NavLink({ end = false, className, 'aria-current': ariaCurrent = 'page', ...rest }: NavLinkProps) {
  const to = useResolvedPath(rest.to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = here === to || (!end && here.startsWith(to) && here.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={[className, isActive && 'active'].filter(Boolean).join(' ') || undefined}
    />
  );
}
