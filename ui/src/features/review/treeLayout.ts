//! Where each node sits in the variation tree view: column = depth, row =
//! the variation it belongs to. A first child stays in its parent's row; any
//! other child opens a new row below everything drawn so far, so lines never
//! cross. Each row is a chain of first children, stored as one array, which
//! makes "which nodes are inside this window" a matter of slicing.

import type { TreeModel } from "./tree";

/** A node's place in the grid. */
export interface Cell {
  row: number;
  column: number;
}

/** The grid of a whole tree. */
export interface TreeLayout {
  /** Row of each node. */
  readonly row: Int32Array;
  /** The nodes of each row, left to right (consecutive columns). */
  readonly rows: readonly Int32Array[];
  /** Rows in total. */
  readonly rowCount: number;
  /** Columns in total (the deepest node's depth + 1). */
  readonly columnCount: number;
  /** Vertical connectors: a branching node's column with the rows it spans, by column. */
  readonly rails: ReadonlyMap<number, readonly { top: number; bottom: number }[]>;
}

/** Lays out the tree without recursion (a preorder walk with an explicit stack). */
export function layoutTree(tree: TreeModel): TreeLayout {
  const row = new Int32Array(tree.size);
  const starts: number[] = [0];
  const stack: number[] = [0];
  let columnCount = 1;
  while (stack.length > 0) {
    const id = stack.pop() ?? 0;
    columnCount = Math.max(columnCount, (tree.depth[id] ?? 0) + 1);
    const p = tree.parent[id] ?? -1;
    if (p >= 0 && tree.firstChild[p] !== id) {
      row[id] = starts.length;
      starts.push(id);
    } else if (p >= 0) {
      row[id] = row[p] ?? 0;
    }
    const children: number[] = [];
    for (let c = tree.firstChild[id] ?? -1; c >= 0; c = tree.nextSibling[c] ?? -1) children.push(c);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] ?? 0);
  }
  const rows = starts.map((first) => {
    const chain: number[] = [];
    for (let at = first; at >= 0; at = tree.firstChild[at] ?? -1) chain.push(at);
    return Int32Array.from(chain);
  });
  return { row, rows, rowCount: starts.length, columnCount, rails: railsOf(tree, row) };
}

function railsOf(tree: TreeModel, row: Int32Array): Map<number, { top: number; bottom: number }[]> {
  const rails = new Map<number, { top: number; bottom: number }[]>();
  for (let id = 0; id < tree.size; id++) {
    let last = tree.firstChild[id] ?? -1;
    if (last < 0 || (tree.nextSibling[last] ?? -1) < 0) continue;
    while ((tree.nextSibling[last] ?? -1) >= 0) last = tree.nextSibling[last] ?? -1;
    const column = tree.depth[id] ?? 0;
    const list = rails.get(column) ?? [];
    list.push({ top: row[id] ?? 0, bottom: row[last] ?? 0 });
    rails.set(column, list);
  }
  return rails;
}

/** The cell of node `id`. */
export function cellOf(tree: TreeModel, layout: TreeLayout, id: number): Cell {
  return { row: layout.row[id] ?? 0, column: tree.depth[id] ?? 0 };
}

/** The nodes inside rows `top..bottom` and columns `left..right` (inclusive). */
export function nodesIn(
  tree: TreeModel,
  layout: TreeLayout,
  window: { top: number; bottom: number; left: number; right: number },
): number[] {
  const found: number[] = [];
  const last = Math.min(window.bottom, layout.rowCount - 1);
  for (let r = Math.max(0, window.top); r <= last; r++) {
    const chain = layout.rows[r];
    if (!chain || chain.length === 0) continue;
    const start = tree.depth[chain[0] ?? 0] ?? 0;
    const from = Math.max(0, window.left - start);
    const to = Math.min(chain.length - 1, window.right - start);
    for (let i = from; i <= to; i++) found.push(chain[i] ?? 0);
  }
  return found;
}
