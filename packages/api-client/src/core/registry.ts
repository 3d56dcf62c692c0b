import { z } from 'zod/mini';

/**
 * The remote registry the shell reads at startup (ARCHITECTURE rule 4), as `/registry.json`
 * serves it: remote name -> manifest URL for this environment. Outside production it also lists
 * every published version, so QA can pin one of them (never an arbitrary URL).
 */
export const environmentSchema = z.enum(['production', 'staging', 'development']);
export type Environment = z.infer<typeof environmentSchema>;

/** A manifest URL on this site: a path, never another origin. */
const manifestPathSchema = z.string().check(z.regex(/^\/[^/\\]/, 'manifest URL must be a same-origin path'));

export const registryResponseSchema = z.object({
  environment: environmentSchema,
  remotes: z.record(z.string(), manifestPathSchema),
  /** remote -> version -> manifest URL; absent in production. */
  published: z.optional(z.record(z.string(), z.record(z.string(), manifestPathSchema))),
  /**
   * The remotes this browser gets in their canary version (its sticky cohort). Telemetry reports it;
   * the version itself is already in the manifest URL.
   */
  canary: z.optional(z.array(z.string())),
  /** How long the shell waits for a remote before showing its fallback. */
  remoteTimeoutMs: z.number().check(z.int(), z.positive()),
});
export type RegistryResponse = z.infer<typeof registryResponseSchema>;

/**
 * The same registry, written by the server into the page it serves (a JSON script element with this
 * id), so the shell starts loading the current route's remote without first asking for registry.json.
 */
export const inlineRegistryElementId = 'casino-registry';

/**
 * The manifest URL of one published version of a remote, or undefined: the only lookup of a QA pin. Own keys
 * only, so `constructor`, `toString` or `__proto__`, which every object answers to, are never versions.
 */
export function publishedManifestUrl(
  registry: Pick<RegistryResponse, 'published'>,
  remote: string,
  version: string,
): string | undefined {
  const { published } = registry;
  const versions = published && Object.hasOwn(published, remote) ? published[remote] : undefined;
  return versions && Object.hasOwn(versions, version) ? versions[version] : undefined;
}
