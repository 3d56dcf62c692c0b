import { NotFound } from '@casino/platform';

/**
 * The shell's 404 page (/404, unknown paths, paths a remote has no route for). It is the platform's
 * `NotFound`, the same page a remote shows for an unknown slug.
 */
export function NotFoundPage() {
  return <NotFound />;
}
