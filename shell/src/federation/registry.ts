import { inlineRegistryElementId, registryResponseSchema, type RegistryResponse } from '@casino/api-client';

/** The registry the server wrote into this page, if it did (a page from `npm run dev` has none). */
function inlineRegistry(): unknown {
  const element = document.getElementById(inlineRegistryElementId);
  return element?.textContent ? (JSON.parse(element.textContent) as unknown) : undefined;
}

/**
 * Reads the registry the server publishes for this environment: from the page itself when the server
 * inlined it (no round trip before the route's remote can load), else from `/registry.json`.
 * No remote URL lives in the build.
 */
export async function readRegistry(): Promise<RegistryResponse> {
  const inline = inlineRegistry();
  if (inline) return registryResponseSchema.parse(inline);
  const response = await fetch('/registry.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`registry: ${response.status} ${response.statusText}`);
  return registryResponseSchema.parse(await response.json());
}
