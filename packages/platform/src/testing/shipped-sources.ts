import { globSync } from 'node:fs';
import path from 'node:path';

export const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The code built into the site. Not shipped: tests, jest helpers (packages/testing) and the helpers tests keep
 * beside them (`*test-support.ts`, the api-server's fuzz tables).
 */
const shipped = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];
const notShipped = ['**/*.test.{ts,tsx}', 'packages/testing/**', '**/*test-support.ts', '**/fuzz-*.ts'];

/** The shipped source files, relative to the workspace root, less any matching `exclude`. */
export function shippedSourceFiles(exclude: string[] = []): string[] {
  return globSync(shipped, { cwd: workspaceRoot, exclude: [...notShipped, ...exclude] });
}
