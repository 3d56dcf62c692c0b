// Every page within its byte budget, the deposit page included: a remote that builds its requests on the input
// rules loads those rules and its own domain's schemas and texts, never another domain's. The entries a module
// reaches at run time are followed through the package names of the API client and the texts (`import type` is
// left out: it is gone from the bundle), from each domain's entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '../src/versions.ts';

const packages = Object.fromEntries(
  ['api-client', 'locale'].map((folder) => {
    const dir = path.join(workspaceRoot, 'packages', folder);
    const { name, exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, string>;
    };
    return [name, { dir, exports }];
  }),
);

/** The file behind an entry's name (`@casino/api-client/requests/profile`), or undefined for another package. */
function fileOf(entry: string): string | undefined {
  for (const [name, { dir, exports }] of Object.entries(packages)) {
    if (entry !== name && !entry.startsWith(`${name}/`)) continue;
    const file = exports[entry === name ? '.' : `.${entry.slice(name.length)}`];
    return file ? path.join(dir, file) : undefined;
  }
  return undefined;
}

/** Every entry of the API client and the texts that `entry` loads with it at run time, itself included. */
function entriesReachedFrom(entry: string): Set<string> {
  const entries = new Set<string>();
  const files = new Set<string>();
  const visitEntry = (name: string) => {
    const file = fileOf(name);
    if (!file || entries.has(name)) return;
    entries.add(name);
    visitFile(file);
  };
  const visitFile = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, request] of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/g)) {
      if (request!.startsWith('.')) visitFile(path.resolve(path.dirname(file), request!));
      else visitEntry(request!);
    }
  };
  visitEntry(entry);
  return entries;
}

const otherDomains = (own: string[]) =>
  [
    '@casino/api-client/requests/content',
    '@casino/api-client/requests/profile',
    '@casino/api-client/requests/sign-up',
    '@casino/api-client/requests/telemetry',
    '@casino/locale/profile',
    '@casino/locale/sign-up',
  ].filter((entry) => !own.includes(entry));

it("the payments entry loads the requests' input rules and the payment and input texts, no profile, sign-up or content schemas or texts", () => {
  const reached = entriesReachedFrom('@casino/api-client/payments');
  expect(reached).toContain('@casino/api-client/requests');
  expect([...reached].filter((entry) => otherDomains([]).includes(entry))).toEqual([]);
});

it.each([
  ['@casino/api-client/chat', []],
  ['@casino/api-client/play', []],
  ['@casino/api-client/sign-in', []],
  ['@casino/api-client/content', ['@casino/api-client/requests/content']],
])("%s loads only its own domain's request schemas and texts", (entry, own) => {
  const reached = entriesReachedFrom(entry);
  expect([...reached].filter((name) => otherDomains(own).includes(name))).toEqual([]);
});

it("the sign-up's schemas load the profile's password rule with the sign-up and profile texts, and the input rules", () => {
  const reached = entriesReachedFrom('@casino/api-client/requests/sign-up');
  expect([...reached].sort()).toEqual(
    expect.arrayContaining([
      '@casino/api-client/requests',
      '@casino/api-client/requests/profile',
      '@casino/locale/profile',
      '@casino/locale/sign-up',
    ]),
  );
  expect(reached).not.toContain('@casino/api-client/requests/content');
});
