// What a page's browser downloads, as the network saw it: Chromium's own count of the bytes each
// response put on the wire (compressed as the site served it), read through a CDP session. Shared
// by the byte gate (tests/bytes-budget.spec.ts) and the bench (bench/*.ts). Bytes are stable from
// run to run; times are not, so tests never assert them (TOOLCHAIN.md, "Measuring page performance").
import type { Page } from '@playwright/test';

export interface Transfer {
  /** Path and query of the response's URL (same-origin site). */
  path: string;
  /** Chromium's resource type: Script, Document, Fetch, Stylesheet, Image, ... */
  type: string;
  /** Bytes received for it, headers included (Network.loadingFinished encodedDataLength). */
  bytes: number;
  /** Content-Encoding the site answered with ('br', 'gzip' or '' when uncompressed). */
  encoding: string;
  /** CDP's id of the frame that asked for it (a game's frame is not the page's own). */
  frameId?: string;
}

/**
 * Starts counting every response the page finishes loading; the returned function gives what has
 * been counted so far. Call before the navigation, on a page of a fresh context (a cold load).
 */
export async function recordTransfers(page: Page): Promise<() => Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, Omit<Transfer, 'bytes'>>();
  const finished: Transfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response, frameId }) => {
    const url = new URL(response.url);
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(requestId, {
      path: url.protocol === 'data:' ? 'data:' : `${url.pathname}${url.search}`,
      type,
      encoding: String(headers['content-encoding'] ?? ''),
      frameId,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) finished.push({ ...response, bytes: encodedDataLength });
  });
  return () => [...finished];
}

export const scriptsOf = (transfers: Transfer[]) => transfers.filter((t) => t.type === 'Script');
export const bytesOf = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);

/** One line per file, largest first: what a failed budget prints so the culprit is plain. */
export function describeTransfers(transfers: Transfer[]): string {
  return [...transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .map((t) => `${String(t.bytes).padStart(8)} ${t.encoding.padEnd(4)} ${t.path}`)
    .join('\n');
}
