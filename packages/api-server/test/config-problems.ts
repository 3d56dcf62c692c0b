import { ConfigError, readConfig } from '../src/config.ts';

/** Every problem readConfig finds in `env` (none when it would start). */
export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
