//! A game's tree on the UI side, built once from the compact `TreeShape`
//! the backend sends: typed arrays of parents, children and move numbers, so
//! walking a 20,000-move main line or thousands of variations stays cheap.
//! Nodes are numbers: their place in the shape (the root is 0), which for a
//! file as read is the backend's node id; a record being edited sends its
//! ids beside the places (`nodeId`, `placeOf` translate).

import type { Color, TreeShape } from "../../ipc";

/** Flags of a node, as in `TreeShape.flags`. */
export const FLAG = {
  comment: 1,
  setup: 2,
  markup: 4,
  name: 8,
  good: 16,
  bad: 32,
  hotspot: 64,
} as const;

/** The tree's structure and each node's move. */
export interface TreeModel {
  /** How many nodes. */
  readonly size: number;
  /** Parent of each node; -1 for the root. */
  readonly parent: Int32Array;
  /** First child of each node; -1 for none. */
  readonly firstChild: Int32Array;
  /** Next sibling of each node; -1 for none. */
  readonly nextSibling: Int32Array;
  /** Previous sibling of each node; -1 for none. */
  readonly prevSibling: Int32Array;
  /** Moves from the root to each node, its own included. */
  readonly moveNumber: Uint32Array;
  /** Distance from the root. */
  readonly depth: Uint32Array;
  /** Per node: colour letter (or "."), then the SGF point (".." for a pass or no move). */
  readonly moves: string;
  /** Per node, the `FLAG`s that apply. */
  readonly flags: Uint8Array;
  /** The backend's node id of each place; `null` when every id is its place. */
  readonly ids: Uint32Array | null;
  /** The place of each backend id, when `ids` is given. */
  readonly places: ReadonlyMap<number, number> | null;
}

/**
 * Builds the model. Parents must come before their children (the backend
 * guarantees it; a node that breaks this hangs under the root).
 */
export function buildTree(shape: TreeShape): TreeModel {
  const size = Math.max(1, Math.min(shape.up.length, Math.floor(shape.moves.length / 3), shape.flags.length));
  const parent = new Int32Array(size).fill(-1);
  const firstChild = new Int32Array(size).fill(-1);
  const lastChild = new Int32Array(size).fill(-1);
  const nextSibling = new Int32Array(size).fill(-1);
  const prevSibling = new Int32Array(size).fill(-1);
  const moveNumber = new Uint32Array(size);
  const depth = new Uint32Array(size);
  const moves = shape.moves.length >= 3 ? shape.moves : "...";
  for (let id = 1; id < size; id++) {
    const up = shape.up[id] ?? 0;
    const p = up >= 1 && up <= id ? id - up : 0;
    parent[id] = p;
    const last = lastChild[p] ?? -1;
    if (last < 0) firstChild[p] = id;
    else {
      nextSibling[last] = id;
      prevSibling[id] = last;
    }
    lastChild[p] = id;
    depth[id] = (depth[p] ?? 0) + 1;
  }
  for (let id = 0; id < size; id++) {
    const above = id === 0 ? 0 : (moveNumber[parent[id] ?? 0] ?? 0);
    moveNumber[id] = above + (moves.charAt(id * 3) === "." ? 0 : 1);
  }
  const flags = Uint8Array.from(shape.flags);
  const ids = shape.ids.length >= size ? Uint32Array.from(shape.ids.slice(0, size)) : null;
  const places = ids ? new Map([...ids].map((id, place) => [id, place])) : null;
  return { size, parent, firstChild, nextSibling, prevSibling, moveNumber, depth, moves, flags, ids, places };
}

/** The backend's node id of place `place`. */
export function nodeId(tree: TreeModel, place: number): number {
  return tree.ids ? (tree.ids[place] ?? 0) : place;
}

/** The place of the backend's node `id`; the root's place if the tree has no such node. */
export function placeOf(tree: TreeModel, id: number): number {
  return tree.places ? (tree.places.get(id) ?? 0) : id;
}

/** Whether `id` is a node of the tree. */
export function contains(tree: TreeModel, id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id < tree.size;
}

/** The colour that moves at `id`, or `null` for a node without a move. */
export function moveColor(tree: TreeModel, id: number): Color | null {
  const c = tree.moves.charAt(id * 3);
  return c === "B" || c === "W" ? c : null;
}

/** The SGF point played at `id`; `null` for a pass or a node without a move. */
export function movePoint(tree: TreeModel, id: number): string | null {
  const point = tree.moves.slice(id * 3 + 1, id * 3 + 3);
  return point === ".." || point.length < 2 ? null : point;
}

/** Whether node `id` has `flag`. */
export function hasFlag(tree: TreeModel, id: number, flag: number): boolean {
  return ((tree.flags[id] ?? 0) & flag) !== 0;
}

/** The children of `id` in order; the first continues the line. */
export function childrenOf(tree: TreeModel, id: number): number[] {
  const list: number[] = [];
  for (let c = tree.firstChild[id] ?? -1; c >= 0; c = tree.nextSibling[c] ?? -1) list.push(c);
  return list;
}

/** The nodes from the root to `id`, both included. */
export function pathTo(tree: TreeModel, id: number): number[] {
  const path: number[] = [];
  for (let at = id; at >= 0; at = tree.parent[at] ?? -1) path.push(at);
  return path.reverse();
}

/** Which child each node continues with, remembered from where the user went. */
export type Memory = ReadonlyMap<number, number>;

/** The child `id` continues with: the one last visited, else the first. */
export function nextOf(tree: TreeModel, id: number, memory: Memory): number | null {
  const remembered = memory.get(id);
  if (remembered !== undefined && tree.parent[remembered] === id) return remembered;
  const first = tree.firstChild[id] ?? -1;
  return first >= 0 ? first : null;
}

/** The memory after visiting `id`: every branch on its path continues towards it. */
export function remember(tree: TreeModel, memory: Memory, id: number): Memory {
  let next: Map<number, number> | null = null;
  for (let at = id; at > 0; at = tree.parent[at] ?? -1) {
    const p = tree.parent[at] ?? 0;
    const branches = (tree.nextSibling[tree.firstChild[p] ?? -1] ?? -1) >= 0;
    if (branches && memory.get(p) !== at) {
      next ??= new Map(memory);
      next.set(p, at);
    }
  }
  return next ?? memory;
}

/** The line through `id`: its path from the root, then onwards by `nextOf` to the end. */
export function lineThrough(tree: TreeModel, id: number, memory: Memory): number[] {
  const line = pathTo(tree, id);
  for (let at = nextOf(tree, id, memory); at !== null; at = nextOf(tree, at, memory)) line.push(at);
  return line;
}

/** The node of `line` where move `n` is played (the first with that move number, else the last before it). */
export function nodeAtMove(tree: TreeModel, line: readonly number[], n: number): number {
  let found = line[0] ?? 0;
  for (const id of line) {
    if ((tree.moveNumber[id] ?? 0) > n) break;
    found = id;
    if ((tree.moveNumber[id] ?? 0) === n) break;
  }
  return found;
}

/**
 * Up/Down: the previous (`-1`) or next (`+1`) variation at the branch the
 * user is in. The branch is the nearest node on the way back to the root
 * (`id` itself included) that has siblings; the result is that sibling,
 * followed down as many moves as `id` lay below the branch (or to its end).
 * `null` when there is no such variation.
 */
export function switchVariation(tree: TreeModel, id: number, delta: -1 | 1, memory: Memory): number | null {
  let branch = id;
  while (branch > 0 && (tree.prevSibling[branch] ?? -1) < 0 && (tree.nextSibling[branch] ?? -1) < 0) {
    branch = tree.parent[branch] ?? 0;
  }
  if (branch <= 0) return null;
  const sibling = (delta < 0 ? tree.prevSibling[branch] : tree.nextSibling[branch]) ?? -1;
  if (sibling < 0) return null;
  let at = sibling;
  for (let steps = (tree.depth[id] ?? 0) - (tree.depth[branch] ?? 0); steps > 0; steps--) {
    const next = nextOf(tree, at, memory);
    if (next === null) break;
    at = next;
  }
  return at;
}

/** A step through the game: to the start, back, forward, to the end, to another variation, to move `n`. */
export type NavCommand =
  | { kind: "first" }
  | { kind: "prev" }
  | { kind: "next" }
  | { kind: "last" }
  | { kind: "variation"; delta: -1 | 1 }
  | { kind: "move"; n: number };

/** Where `command` leads from `id`, or `null` if nowhere (already at the start or end, no other variation). */
export function navigate(tree: TreeModel, id: number, memory: Memory, command: NavCommand): number | null {
  const moved = (to: number | null) => (to === null || to === id ? null : to);
  switch (command.kind) {
    case "first":
      return moved(0);
    case "prev":
      return moved((tree.parent[id] ?? -1) >= 0 ? (tree.parent[id] ?? 0) : null);
    case "next":
      return moved(nextOf(tree, id, memory));
    case "last": {
      const line = lineThrough(tree, id, memory);
      return moved(line[line.length - 1] ?? null);
    }
    case "variation":
      return moved(switchVariation(tree, id, command.delta, memory));
    case "move":
      return moved(nodeAtMove(tree, lineThrough(tree, id, memory), command.n));
  }
}
