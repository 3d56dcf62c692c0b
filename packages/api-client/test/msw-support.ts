import { origin, server, setupMswServer } from '@casino/build-config/msw';
import type { Logger } from '../src/core/logger.ts';

export { origin, server, setupMswServer };

export interface LogEntry {
  level: keyof Logger;
  message: string;
  details: Record<string, unknown>;
}

/** A logger that remembers what it was told, to assert on. */
export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record =
    (level: keyof Logger) =>
    (message: string, details: object = {}) =>
      entries.push({ level, message, details: details as Record<string, unknown> });
  return { entries, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}
