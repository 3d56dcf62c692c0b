import type { Environment, FirstAnswer } from '@casino/api-client';

/** What the page server gives the shell's server build to render a route's page with on the server. */
export interface ServerRenderRequest {
  /** The page's path and query. */
  url: string;
  /** Each remote's server entry (`file:` URLs of the published versions the page's registry names). */
  serverEntries: Record<string, string>;
  /** The public content written into the page: the render starts from the same answers as the browser. */
  answers: readonly FirstAnswer[];
  environment: Environment;
}

/**
 * The shell's server build (`server/server.cjs` in its version's folder): the route's page as HTML for the
 * page's `#root`, which the browser hydrates. It rejects when a region could not render on the server.
 */
export interface ShellServerBuild {
  renderOnServer(request: ServerRenderRequest): Promise<string>;
  /** Loads the code of the pages at `pathnames` with these remotes, so their first render is not the slow one. */
  warmServerRender(serverEntries: Record<string, string>, pathnames: readonly string[]): Promise<void>;
}
