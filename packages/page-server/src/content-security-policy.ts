import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { RegistryResponse } from '@casino/api-client';

/**
 * The site's security headers, in one place: the Content-Security-Policy and frame protection
 * of every HTML page the site serves, the policy of API answers, and HSTS over HTTPS only.
 */

/** Directive name -> sources, written in this order. */
type Directives = Record<string, readonly string[]>;

const self = "'self'";
const none = "'none'";

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The origins that `urls` point at beyond the site's own: a path is the site itself ('self' covers it), an
 * absolute http(s) URL names its origin (a CDN holding remotes, a tag manager's host).
 */
export function foreignOrigins(urls: Iterable<string | null | undefined>): string[] {
  const placeholder = 'https://this-site.invalid';
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    let origin: string;
    try {
      const parsed = new URL(url, placeholder);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') continue;
      origin = parsed.origin;
    } catch {
      continue;
    }
    if (origin !== placeholder) origins.add(origin);
  }
  return [...origins];
}

/** Every manifest URL the shell may load: the pointers in force and, outside production, what QA may pin. */
function registryUrls(registry: RegistryResponse): string[] {
  const pinnable = Object.values(registry.published ?? {}).flatMap((versions) => Object.values(versions));
  return [...Object.values(registry.remotes), ...pinnable];
}

/** `'sha256-…'`: allows exactly this inline script text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface SitePolicyOptions {
  /** The registry written into the page: its remotes' origins may serve scripts, styles and manifests. */
  registry?: RegistryResponse;
  /** Scripts the shell loads from elsewhere by URL (the tag manager and consent script of spec section 2). */
  scriptUrls?: readonly (string | null | undefined)[];
  /**
   * The text of each inline script the server wrote into the page, allowed by hash. Today that is the
   * registry, a JSON data block: browsers never run it, so script-src does not govern it (no violation in
   * Chromium under 'self' alone); its hash keeps the policy naming every inline script the server writes,
   * and anything else inline (an injected or a newly added script) stays blocked until it is named here.
   */
  inlineScripts?: readonly string[];
  /** Pages the site frames from elsewhere by URL (the game aggregator's games on the play page). */
  frameUrls?: readonly (string | null | undefined)[];
}

/**
 * The policy of the site's own pages (the shell's page on every route, the 404, static HTML):
 * - scripts only from this origin, the registry's remote origins and the configured tag manager and consent
 *   script, plus the server's own inline script by hash; never 'unsafe-inline' or 'unsafe-eval' for scripts;
 * - styles also 'unsafe-inline': sonner (the toaster) and Radix's scroll lock insert <style> elements at run
 *   time (the scroll lock's with measured widths, so no hash can name them) and CMS HTML keeps its style
 *   attributes. Styles run no code; scripts stay strict;
 * - the game aggregator's frames from its origin (frame-src), the chat's event stream and API calls to it
 *   (connect-src), no plugins, no <base>, forms post here only;
 * - nobody frames the site's pages: frame-ancestors 'none' (no page of the site frames another of them;
 *   the play page frames the game aggregator's page, which names the site in its own frame-ancestors).
 */
export function sitePolicy({
  registry,
  scriptUrls = [],
  inlineScripts = [],
  frameUrls = [],
}: SitePolicyOptions = {}): string {
  const remotes = registry ? foreignOrigins(registryUrls(registry)) : [];
  const thirdParty = foreignOrigins(scriptUrls);
  return serializePolicy({
    'default-src': [self],
    'script-src': [self, ...remotes, ...thirdParty, ...inlineScripts.map(scriptHash)],
    'style-src': [self, ...remotes, "'unsafe-inline'"],
    'img-src': [self, ...remotes, ...thirdParty],
    'font-src': [self, ...remotes],
    'connect-src': [self, ...remotes, ...thirdParty],
    'frame-src': [self, ...foreignOrigins(frameUrls)],
    'worker-src': [self],
    'object-src': [none],
    'base-uri': [none],
    'form-action': [self],
    'frame-ancestors': [none],
  });
}

/**
 * API answers are data, never pages: nothing loads or runs in them. The one HTML answer under /api (the
 * Danish sign-in error page) is styled by a style attribute. Framing follows the API's X-Frame-Options.
 */
export const apiPolicy = serializePolicy({
  'default-src': [none],
  'style-src': ["'unsafe-inline'"],
  'img-src': [self],
  'base-uri': [none],
  'form-action': [self],
  'frame-ancestors': [self],
});

/** The headers every HTML page of the site carries: its policy, and X-Frame-Options for older browsers. */
export function pageSecurityHeaders(options: SitePolicyOptions = {}): Record<string, string> {
  return { 'Content-Security-Policy': sitePolicy(options), 'X-Frame-Options': 'DENY' };
}

/** Sets (a value) or removes (null) headers of the answer in `c`, copying it first if its headers are frozen. */
function setAnswerHeaders(c: Context, headers: Record<string, string | null>): void {
  const apply = (target: Headers) => {
    for (const [name, value] of Object.entries(headers))
      if (value === null) target.delete(name);
      else target.set(name, value);
  };
  try {
    apply(c.res.headers);
  } catch {
    // e.g. Response.redirect(): immutable headers
    c.res = new Response(c.res.body, c.res);
    apply(c.res.headers);
  }
}

/** Sets headers on whatever answer the rest of the chain produced. */
export function answerHeaders(headers: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setAnswerHeaders(c, headers);
  };
}

/** One year, this host and its subdomains. */
export const hstsValue = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security on answers that went over HTTPS, and only those: over plain http (the site on
 * http://127.0.0.1) it would mean nothing to the browser and could only mislead.
 */
export function strictTransportSecurity({
  overHttps,
}: {
  /** Whether the browser reached the site over HTTPS, as the host's trust boundary decided it. */
  overHttps: (c: Context) => boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Removed over http whoever set it, so no part of the site can send it there.
    setAnswerHeaders(c, { 'Strict-Transport-Security': overHttps(c) ? hstsValue : null });
  };
}
