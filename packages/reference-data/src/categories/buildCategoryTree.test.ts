import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryInput, type CategoryNode } from './buildCategoryTree';

function flatten<T extends CategoryInput>(nodes: readonly CategoryNode<T>[]): CategoryNode<T>[] {
  const out: CategoryNode<T>[] = [];
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined) break;
    out.push(node);
    stack.push(...node.children);
  }
  return out;
}

const shape = (nodes: readonly CategoryNode[]): unknown =>
  nodes.map((node) => ({ id: node.id, children: shape(node.children) }));

describe('buildCategoryTree', () => {
  it('nests children under their parents in list order and keeps extra fields', () => {
    const tree = buildCategoryTree([
      { id: 1, parent_id: null, name: 'Bikes' },
      { id: 2, parent_id: 1, name: 'E-bikes' },
      { id: 3, parent_id: 1, name: 'Kids' },
      { id: 4, parent_id: 2, name: 'Cargo' },
      { id: 5, parent_id: null, name: 'Tech' },
    ]);
    expect(shape(tree)).toEqual([
      {
        id: 1,
        children: [
          { id: 2, children: [{ id: 4, children: [] }] },
          { id: 3, children: [] },
        ],
      },
      { id: 5, children: [] },
    ]);
    expect(tree[0]?.children[0]?.name).toBe('E-bikes');
  });

  it('makes a category whose parent is missing a root', () => {
    expect(
      shape(
        buildCategoryTree([
          { id: 'a', parent_id: 'gone' },
          { id: 'b', parent_id: 'a' },
        ]),
      ),
    ).toEqual([{ id: 'a', children: [{ id: 'b', children: [] }] }]);
  });

  it('breaks a cycle at the first listed category of it', () => {
    const tree = buildCategoryTree([
      { id: 1, parent_id: 3 },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: 4 },
    ]);
    expect(shape(tree)).toEqual([
      { id: 1, children: [{ id: 2, children: [{ id: 3, children: [] }] }] },
      { id: 4, children: [] },
    ]);
  });

  it('keeps the first of repeated ids', () => {
    const tree = buildCategoryTree([
      { id: 1, parent_id: null, name: 'first' },
      { id: 1, parent_id: null, name: 'second' },
    ]);
    expect(tree.map((node) => node.name)).toEqual(['first']);
  });

  it('returns an empty tree for an empty list', () => {
    expect(buildCategoryTree([])).toEqual([]);
  });

  it('places every distinct category exactly once, whatever the links', () => {
    const list = fc.array(
      fc.record({ id: fc.integer({ min: 0, max: 30 }), parent_id: fc.option(fc.integer({ min: 0, max: 35 })) }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(list, (items) => {
        const ids = flatten(buildCategoryTree(items)).map((node) => node.id);
        expect(ids.sort()).toEqual([...new Set(items.map((item) => item.id))].sort());
      }),
    );
  });

  it('links every non-root category under its own parent', () => {
    const list = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 0, max: 30 }), parent_id: fc.option(fc.integer({ min: 0, max: 30 })) }),
      { selector: (item) => item.id, maxLength: 40 },
    );
    fc.assert(
      fc.property(list, (items) => {
        for (const node of flatten(buildCategoryTree(items))) {
          for (const child of node.children) expect(child.parent_id).toBe(node.id);
        }
      }),
    );
  });
});
