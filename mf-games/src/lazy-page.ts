import { lazy, type ComponentType } from 'react';

interface PageModule<P> {
  default: ComponentType<P>;
}

/**
 * A page whose code loads on its first render (React.lazy) or before it, through `load` (the shell
 * awaits the current page's `load` before its first render). Once loaded, the page renders
 * at once: React.lazy settles in the same render only when its factory's thenable calls back
 * synchronously. A Promise calls back in a microtask, so the page would suspend and its Suspense
 * fallback show, revealed up to 300 ms later (React's reveal throttle), although its code is there.
 */
export function lazyPage<P>(importPage: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const load = () =>
    (loading ??= importPage().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const settled = (module: PageModule<P>) =>
    ({ then: (resolve: (value: PageModule<P>) => void) => resolve(module) }) as unknown as Promise<PageModule<P>>;
  const Page = lazy(() => (loaded ? settled(loaded) : load()));
  return { Page, load };
}
