/** A category as the platform lists it: flat, linked to its parent by `parent_id` (`null` for a root). */
export interface CategoryInput {
  /** Identifier of the category. */
  readonly id: number | string;
  /** Identifier of the parent category, or `null`/absent for a root. */
  readonly parent_id?: number | string | null;
}

/** A category with its sub-categories, in the order of the flat list. */
export type CategoryNode<T extends CategoryInput = CategoryInput> = T & { readonly children: CategoryNode<T>[] };

/**
 * Builds the category tree from a flat list in one pass, without recursion on the input:
 * a category whose parent is missing becomes a root, a category that is its own ancestor
 * (a cycle) becomes a root where the cycle is first entered in list order, and a repeated
 * `id` keeps its first occurrence only. Every input category appears exactly once in the result.
 */
export function buildCategoryTree<T extends CategoryInput>(list: readonly T[]): CategoryNode<T>[] {
  const nodes = new Map<number | string, CategoryNode<T>>();
  for (const item of list) {
    if (!nodes.has(item.id)) nodes.set(item.id, { ...item, children: [] });
  }
  const parentOf = new Map<number | string, number | string>();
  for (const node of nodes.values()) {
    const parentId = node.parent_id;
    if (parentId !== null && parentId !== undefined && nodes.has(parentId)) parentOf.set(node.id, parentId);
  }
  // Cut every cycle: walk up from each node; a node met twice on the same walk closes a cycle.
  const settled = new Set<number | string>();
  for (const start of nodes.keys()) {
    const path = new Set<number | string>();
    let current: number | string | undefined = start;
    while (current !== undefined && !settled.has(current)) {
      if (path.has(current)) {
        parentOf.delete(current);
        break;
      }
      path.add(current);
      current = parentOf.get(current);
    }
    for (const id of path) settled.add(id);
  }
  const roots: CategoryNode<T>[] = [];
  for (const node of nodes.values()) {
    const parentId = parentOf.get(node.id);
    const parent = parentId === undefined ? undefined : nodes.get(parentId);
    if (parent === undefined) roots.push(node);
    else parent.children.push(node);
  }
  return roots;
}
