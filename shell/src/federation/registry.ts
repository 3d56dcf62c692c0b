import { registryResponseSchema, type RegistryResponse } from '@casino/api-client';

/** Reads the registry the server publishes for this environment. No remote URL lives in the build. */
export async function fetchRegistry(): Promise<RegistryResponse> {
  const response = await fetch('/registry.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`registry: ${response.status} ${response.statusText}`);
  return registryResponseSchema.parse(await response.json());
}
