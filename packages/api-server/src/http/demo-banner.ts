import { serverTexts } from '@casino/locale/server';
import { bannerWritten, pageBrotliOptions } from '@casino/page-server';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, gunzip, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { html } from 'hono/html';

const brotli = promisify(brotliCompress);
/** A page is encoded again as the site encodes its pages (brotli's default would take 300 ms a page). */
const codecs = {
  br: { decode: promisify(brotliDecompress), encode: (page: Buffer) => brotli(page, pageBrotliOptions(page.length)) },
  gzip: { decode: promisify(gunzip), encode: promisify(gzip) },
} as const;

const style =
  '.casino-demo-banner{background:#ffb901;color:#000;font:600 0.875rem/1.4 system-ui,sans-serif;' +
  'padding:0.5rem 1rem;text-align:center;margin:0}';
const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

/**
 * One banner at the top of the page, outside the app's root so it stays through every client-side navigation
 * and is read once, where the page starts (a landmark, not a live region that would speak on every change).
 */
export const demoBannerHtml =
  // The stylesheet exactly as hashed: no template whitespace may enter it.
  `<style>${style}</style>` +
  String(
    html`<div class="casino-demo-banner" role="region" aria-label="${serverTexts.demo.label}">
      <p>${serverTexts.demo.text}</p>
    </div>`,
  );

/** The page's policy with the banner's stylesheet allowed by hash where inline styles are not already. */
export function withBannerStyle(policy: string): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith('style-src '));
  if (index === -1) return [...directives, `style-src ${styleHash}`].join('; ');
  if (!directives[index]!.includes("'unsafe-inline'")) directives[index] += ` ${styleHash}`;
  return directives.join('; ');
}

/** The page with the banner: after <body>, or, in a page that leaves its body tag out, after </head>. */
export function withBannerHtml(page: string): string {
  return /<body[^>]*>/iu.test(page)
    ? page.replace(/<body[^>]*>/iu, (body) => body + demoBannerHtml)
    : page.replace(/<\/head>|$/iu, (end) => end + demoBannerHtml);
}

/** The banner as the page server writes it into the shell's pages when it makes them (once, not per answer). */
export const demoPageBanner = { html: withBannerHtml, policy: withBannerStyle };

/**
 * Writes the banner into every HTML answer, whatever served it (a sandbox page, an error page); the shell's
 * pages already carry it (`demoPageBanner`), so a page the server keeps is not decoded and encoded per answer.
 */
export function demoBanner(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.get(bannerWritten)) return;
    if (!c.res.headers.get('content-type')?.startsWith('text/html') || !c.res.body) return;
    const encoding = c.res.headers.get('content-encoding') as keyof typeof codecs | null;
    const codec = encoding ? codecs[encoding] : undefined;
    if (encoding && !codec) return;
    const raw = Buffer.from(await c.res.arrayBuffer());
    const page = (codec ? await codec.decode(raw) : raw).toString('utf8');
    const withBanner = withBannerHtml(page);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const policy = headers.get('content-security-policy');
    if (policy) headers.set('content-security-policy', withBannerStyle(policy));
    const body = codec ? await codec.encode(Buffer.from(withBanner)) : withBanner;
    const status = c.res.status;
    // Hono copies the old answer's headers onto a new one; without the old one the new headers stand.
    c.res = undefined as unknown as Response;
    c.res = new Response(body, { status, headers });
  };
}
