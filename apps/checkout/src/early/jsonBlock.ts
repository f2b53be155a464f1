/** What {@link readJsonBlock} reads of the document (the server's types have no DOM). */
export interface EmbeddingDocument {
  getElementById(id: string): { readonly textContent: string | null } | null;
}

/**
 * The parsed content of `doc`'s JSON data block `#id` (the server's `addJsonBlock`); `undefined` when
 * there is no document or block, or its text is not JSON. No framework imports: the early script uses it.
 */
export function readJsonBlock(doc: EmbeddingDocument | undefined, id: string): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
