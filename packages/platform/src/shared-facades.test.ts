// The shared router and query library are facades (react-router.ts, react-query.ts), the names the
// site uses, so a name missing there would be undefined in the browser while every test (on the real
// packages) passes. These checks read the shipped code of every app and package instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as realQuery from '@tanstack/react-query';
import * as realRouter from 'react-router';
import * as sharedQuery from './react-query.ts';
import * as sharedRouter from './react-router.ts';
import { importsOf } from '@casino/build-config/imports-of';
import { shippedSourceFiles, workspaceRoot } from './testing/shipped-sources.ts';

function siteImportsOf(pkg: string): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of shippedSourceFiles()) {
    for (const name of importsOf(readFileSync(path.join(workspaceRoot, file), 'utf8'), pkg)) {
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
  }
  return byName;
}

const facades = [
  { pkg: 'react-router', shared: sharedRouter as Record<string, unknown>, real: realRouter as Record<string, unknown> },
  {
    pkg: '@tanstack/react-query',
    shared: sharedQuery as Record<string, unknown>,
    real: realQuery as Record<string, unknown>,
  },
];

describe.each(facades)('the shared $pkg is the names the site uses', ({ pkg, shared, real }) => {
  const provided = Object.keys(shared).sort();
  const imported = siteImportsOf(pkg);

  it(`provides every name the shipped code imports from ${pkg}`, () => {
    const missing = [...imported].filter(([name]) => !provided.includes(name));
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('provides no name the shipped code has stopped importing (each one costs bytes on every page)', () => {
    expect(provided.filter((name) => !imported.has(name))).toEqual([]);
  });

  it("provides the package's own functions and components, not copies", () => {
    for (const name of provided) expect(shared[name]).toBe(real[name]);
  });
});

it('the facade checks read named, renamed, inline-type and namespace imports', () => {
  const source = [
    "import { Link, useLocation as location, type RouteObject } from 'react-router';",
    "import type { Location } from 'react-router';",
    "import {\n  Outlet,\n  NavLink,\n} from 'react-router';",
    "import * as Router from 'react-router';",
    "export { useParams } from 'react-router';",
    "import { useQuery } from '@tanstack/react-query';",
  ].join('\n');
  expect(importsOf(source, 'react-router')).toEqual(['Link', 'useLocation', 'Outlet', 'NavLink', '*', 'useParams']);
  expect(importsOf(source, '@tanstack/react-query')).toEqual(['useQuery']);
});
