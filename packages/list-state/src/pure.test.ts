import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The import specifiers of a module file (static imports and re-exports). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map(
    (match) => match[1] as string,
  );
}

/** Every file `entry` reaches through relative imports, and the packages they import. */
function moduleGraph(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) visit(join(dirname(file), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

// A section's `./prefetch` imports this entry and must load without React or any shared module.
test('the pure entry reaches no React, no router and no hook: only its own files and the contract', () => {
  const { files, packages } = moduleGraph(join(__dirname, 'pure.ts'));
  expect([...packages]).toEqual(['@portal/contract']);
  expect(files.map((file) => file.slice(__dirname.length + 1)).sort()).toEqual([
    'listFilters.ts',
    'listQuery.ts',
    'listView.ts',
    'pure.ts',
    'sortQuery.ts',
  ]);
});
