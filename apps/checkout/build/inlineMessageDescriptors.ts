import { type ESTree, parseSync } from 'vite';

/** A relative import of a messages module: `'./checkout.messages'`, `'../checkout/checkout.messages'`. */
const MESSAGES_MODULE = /^\.{1,2}\/.*\.messages$/;

/** Any node of the tree: what the walk needs of it. */
type Node = { readonly type: string; readonly start: number; readonly end: number } & Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Calls `visit` on every node under `node` with its parent and the key it sits under. */
function walk(node: Node, visit: (node: Node, parent: Node, key: string) => void) {
  for (const [key, value] of Object.entries(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!isNode(child)) continue;
      visit(child, node, key);
      walk(child, visit);
    }
  }
}

/** The name of a property key written as `key` or `'key'`. */
function keyName(key: ESTree.PropertyKey, computed: boolean): string | null {
  if (key.type === 'Identifier' && !computed) return key.name;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
}

/** An object literal, with what TypeScript wraps it in (`as const`, `satisfies T`) taken off. */
function objectOf(expression: ESTree.Expression | null | undefined): ESTree.ObjectExpression | null {
  let node = expression;
  while (node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')) node = node.expression;
  return node?.type === 'ObjectExpression' ? node : null;
}

/** The ids of the descriptors of a `*.messages.ts` source, by exported object and key. */
export function readDescriptorIds(source: string): Map<string, Map<string, string>> {
  const objects = new Map<string, Map<string, string>>();
  for (const statement of parseSync('messages.ts', source).program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      const object = objectOf(declarator.init);
      if (declarator.id.type !== 'Identifier' || !object) continue;
      const ids = new Map<string, string>();
      for (const property of object.properties) {
        if (property.type !== 'Property') continue;
        const key = keyName(property.key, property.computed);
        const id = objectOf(property.value as ESTree.Expression)?.properties.find(
          (field) => field.type === 'Property' && keyName(field.key, field.computed) === 'id',
        );
        const value = id?.type === 'Property' && id.value.type === 'Literal' ? id.value.value : null;
        if (key !== null && typeof value === 'string') ids.set(key, value);
      }
      objects.set(declarator.id.name, ids);
    }
  }
  return objects;
}

/** Whether `member` is only read: not called (`m.title()`), read further (`m.title.id`), assigned or deleted. */
function onlyRead(member: Node, parent: Node, key: string): boolean {
  if (parent.type === 'CallExpression' || parent.type === 'NewExpression') return key !== 'callee';
  if (parent.type === 'MemberExpression') return key !== 'object';
  if (parent.type === 'AssignmentExpression' || parent.type === 'AssignmentPattern') return key !== 'left';
  if (parent.type === 'UpdateExpression') return false;
  return !(parent.type === 'UnaryExpression' && parent.operator === 'delete' && member === parent.argument);
}

/** The names `program` declares anywhere but in its imports (a parameter, a variable, a function...). */
function declaredNames(program: Node): Set<string> {
  const names = new Set<string>();
  const bindings: Record<string, readonly string[]> = {
    VariableDeclarator: ['id'],
    FunctionDeclaration: ['id', 'params'],
    FunctionExpression: ['id', 'params'],
    ArrowFunctionExpression: ['params'],
    ClassDeclaration: ['id'],
    CatchClause: ['param'],
  };
  const addPattern = (pattern: unknown): void => {
    if (!isNode(pattern)) return;
    if (pattern.type === 'Identifier') names.add(String(pattern.name));
    else if (pattern.type === 'ObjectPattern')
      for (const property of pattern.properties as Node[]) addPattern(property);
    else if (pattern.type === 'Property') addPattern(pattern.value);
    else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements as unknown[]) addPattern(element);
    else if (pattern.type === 'AssignmentPattern') addPattern(pattern.left);
    else if (pattern.type === 'RestElement') addPattern(pattern.argument);
    else if (pattern.type === 'TSParameterProperty') addPattern(pattern.parameter);
  };
  walk(program, (node) => {
    for (const field of bindings[node.type] ?? []) {
      const value = node[field];
      for (const pattern of Array.isArray(value) ? value : [value]) addPattern(pattern);
    }
  });
  return names;
}

/**
 * `code` (a module of the app, `file` its name: `.ts` or `.tsx`) with every `checkoutMessages.title`
 * of a descriptor object imported from a `*.messages` module written as the descriptor itself,
 * `{ id: "checkout.title" }` (`readMessages` gives the source of an imported messages module by its
 * specifier). The production build ships only ids (`stripDefaultMessages`), so an object of
 * descriptors only adds its keys and an import between chunks; once every use is inlined, the object
 * is not bundled at all (a chunk and 0.24 KiB brotli less on the order confirmation, 0.27 KiB on the
 * update page; the checkout page's objects are in its startup chunk either way). A key the object
 * does not have, any other use of the object, and a module that declares the imported name again (a
 * parameter, a variable) stay as they are.
 */
export function inlineMessageDescriptors(
  code: string,
  readMessages: (specifier: string) => string,
  file: string,
): string {
  const { program } = parseSync(file, code);
  const idsByLocal = new Map<string, Map<string, string>>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    if (!MESSAGES_MODULE.test(statement.source.value)) continue;
    const objects = readDescriptorIds(readMessages(statement.source.value));
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      const ids = objects.get(imported);
      if (ids) idsByLocal.set(specifier.local.name, ids);
    }
  }
  if (idsByLocal.size === 0) return code;
  for (const name of declaredNames(program as unknown as Node)) idsByLocal.delete(name);
  const replacements: { start: number; end: number; text: string }[] = [];
  walk(program as unknown as Node, (node, parent, key) => {
    if (node.type !== 'MemberExpression' || node.computed || !onlyRead(node, parent, key)) return;
    const { object, property } = node as unknown as ESTree.StaticMemberExpression;
    const id = object.type === 'Identifier' ? idsByLocal.get(object.name)?.get(property.name) : undefined;
    if (id !== undefined)
      replacements.push({ start: node.start, end: node.end, text: `{ id: ${JSON.stringify(id)} }` });
  });
  let result = code;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}
