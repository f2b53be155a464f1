import ts from 'typescript';

const isExported = (node) => node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
const isTypeDeclaration = (node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);

/**
 * The names of the types and interfaces a TypeScript source defines and exports: `export interface`,
 * `export type X =` and a local type named in an `export { X }` list. Re-exports from another module
 * (`export type { X } from './x'`) define nothing and are left out, so a package may pass another's
 * type on under its own entry; `uniqueExportedTypeNames.test.mjs` holds every package to one
 * definition per name.
 */
export function findExportedTypeNames(source, fileName = 'source.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const local = new Set();
  const names = new Set();
  for (const statement of file.statements) {
    if (!isTypeDeclaration(statement)) continue;
    local.add(statement.name.text);
    if (isExported(statement)) names.add(statement.name.text);
  }
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      // `export { Local as Public }` defines `Public`; only a local type makes it a definition.
      if (local.has((element.propertyName ?? element.name).text)) names.add(element.name.text);
    }
  }
  return [...names].sort();
}
