// Issue 13, "Smaller shared code": the shared router is react-router.ts, the names the site uses, so
// a name missing there would be undefined in the browser while every test (on the real package)
// passes. These checks read the shipped code of every app and package instead.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as realRouter from 'react-router';
import * as sharedRouter from './react-router.ts';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
/** The code built into the site: jest helpers (packages/testing) and tests are not. */
const shipped = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];
const notShipped = ['**/*.test.{ts,tsx}', 'packages/testing/**'];

const sourceFiles = () => globSync(shipped, { cwd: workspaceRoot, exclude: notShipped });

/** What one file takes from 'react-router' at runtime: named values, or '*' for a whole namespace. */
export function routerImportsOf(source: string): string[] {
  const names: string[] = [];
  const statement = /\b(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]react-router['"]/g;
  for (const [, typeOnly, clause = ''] of source.matchAll(statement)) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (clause.replace(/\{[^}]*\}/, '').match(/\*|\w/)) names.push('*');
    for (const specifier of braces?.[1]?.split(',') ?? []) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  if (/\bimport\(\s*['"]react-router['"]\s*\)/.test(source)) names.push('*');
  return names;
}

function siteImports(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    for (const name of routerImportsOf(readFileSync(path.join(workspaceRoot, file), 'utf8'))) {
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
  }
  return byName;
}

describe('issue 13: the shared react-router is the names the site uses', () => {
  const provided = Object.keys(sharedRouter).sort();
  const imported = siteImports();

  it('provides every name the shipped code imports from react-router', () => {
    const missing = [...imported].filter(([name]) => !provided.includes(name));
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('provides no name the shipped code has stopped importing (each one costs bytes on every page)', () => {
    expect(provided.filter((name) => !imported.has(name))).toEqual([]);
  });

  it("provides react-router's own functions and components, not copies", () => {
    for (const name of provided) {
      expect(sharedRouter[name as keyof typeof sharedRouter]).toBe(realRouter[name as keyof typeof realRouter]);
    }
  });

  it('reads named, renamed, inline-type and namespace imports', () => {
    const source = [
      "import { Link, useLocation as location, type RouteObject } from 'react-router';",
      "import type { Location } from 'react-router';",
      "import {\n  Outlet,\n  NavLink,\n} from 'react-router';",
      "import * as Router from 'react-router';",
      "export { useParams } from 'react-router';",
    ].join('\n');
    expect(routerImportsOf(source)).toEqual(['Link', 'useLocation', 'Outlet', 'NavLink', '*', 'useParams']);
  });
});
