const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * What one file takes from `pkg` at runtime: named values, or '*' for a whole namespace. Type-only
 * imports are left out: types are erased, so a shared facade need not carry them.
 */
export function importsOf(source: string, pkg: string): string[] {
  const names: string[] = [];
  const quoted = `['"]${escapeRegExp(pkg)}['"]`;
  const statement = new RegExp(`\\b(?:import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*${quoted}`, 'g');
  for (const [, typeOnly, clause = ''] of source.matchAll(statement)) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (clause.replace(/\{[^}]*\}/, '').match(/\*|\w/)) names.push('*');
    for (const specifier of braces?.[1]?.split(',') ?? []) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  if (new RegExp(`\\bimport\\(\\s*${quoted}\\s*\\)`).test(source)) names.push('*');
  return names;
}

/** The names a file re-exports (`export { a, b as c } from '…'` gives a and c): what a shared facade provides. */
export function reexportsOf(source: string): string[] {
  return [...source.matchAll(/\bexport\s*\{([^}]*)\}/g)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map((specifier) => specifier.trim().replace(/^type\s+.*$/, ''))
      .filter(Boolean)
      .map((specifier) => specifier.split(/\s+as\s+/).at(-1)!),
  );
}
