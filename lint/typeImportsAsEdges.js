// typescript-eslint's parser, with every `import type` / `export type ... from` marked as a value
// import once the file is parsed. import-x's no-cycle skips type-only imports and has no option to
// count them, but a cycle closed through a type is still a cycle (docs/architecture.md "Floors"):
// parsed through this, each such import is an edge of the graph no-cycle walks. The scope analysis
// runs inside typescript-eslint's parse, before the marking, so every other rule still sees the
// imported names as types.
const tsParser = require('@typescript-eslint/parser');

const MODULE_STATEMENTS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

function markTypeImportsAsValues(program) {
  for (const statement of program.body) {
    if (!MODULE_STATEMENTS.has(statement.type)) continue;
    if (statement.importKind === 'type') statement.importKind = 'value';
    if (statement.exportKind === 'type' && statement.source) statement.exportKind = 'value';
    for (const specifier of statement.specifiers ?? []) {
      if (specifier.importKind === 'type') specifier.importKind = 'value';
      if (specifier.exportKind === 'type' && statement.source) specifier.exportKind = 'value';
    }
  }
}

module.exports = {
  meta: { name: 'type-imports-as-edges', version: '1.0.0' },
  parseForESLint(code, options) {
    const result = tsParser.parseForESLint(code, options);
    markTypeImportsAsValues(result.ast);
    return result;
  },
};
