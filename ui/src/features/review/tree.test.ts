import { describe, expect, it } from "vitest";
import type { TreeShape } from "../../ipc";
import { SHAPE, node } from "../../testing/reviewFixtures";
import { reviewLayers, variationsAt } from "./reviewLayers";
import { buildTree, childrenOf, lineThrough, navigate, remember } from "./tree";
import type { Memory } from "./tree";
import { layoutTree, nodesIn } from "./treeLayout";

const tree = buildTree(SHAPE);
const none: Memory = new Map();

/** A main line of `length` moves with a one-move variation at every `every`-th node. */
function bigShape(length: number, every: number): TreeShape {
  const parents = [0];
  const moves = ["..."];
  for (let i = 1; i <= length; i++) {
    parents.push(i - 1);
    moves.push(i % 2 ? "Bdd" : "Wpp");
  }
  for (let i = every; i < length; i += every) {
    parents.push(i);
    moves.push("Bcc");
  }
  return { up: parents.map((p, i) => i - p), ids: [], moves: moves.join(""), flags: parents.map(() => 0) };
}

describe("the tree model", () => {
  it("knows children in file order, move numbers and depths", () => {
    expect(childrenOf(tree, 4)).toEqual([5, 7, 11]);
    expect(tree.moveNumber[10]).toBe(7);
    expect(tree.depth[11]).toBe(5);
    expect(lineThrough(tree, 8, none)).toEqual([0, 1, 2, 3, 4, 7, 8, 9]);
  });

  it("steps back and forth, remembering the variation last visited", () => {
    const memory = remember(tree, none, 10);
    expect(navigate(tree, 4, memory, { kind: "next" })).toBe(7);
    expect(navigate(tree, 8, memory, { kind: "next" })).toBe(10);
    expect(navigate(tree, 4, none, { kind: "next" })).toBe(5);
    expect(navigate(tree, 0, none, { kind: "prev" })).toBeNull();
    expect(navigate(tree, 0, memory, { kind: "last" })).toBe(10);
    expect(navigate(tree, 3, none, { kind: "move", n: 6 })).toBe(6);
  });

  it("switches variations at the nearest branch above, keeping the depth", () => {
    const down = (id: number) => navigate(tree, id, none, { kind: "variation", delta: 1 });
    const up = (id: number) => navigate(tree, id, none, { kind: "variation", delta: -1 });
    expect([down(5), down(7), down(11)]).toEqual([7, 11, null]);
    expect([up(11), up(7), up(5)]).toEqual([7, 5, null]);
    expect(down(6)).toBe(8);
    expect(down(9)).toBe(10);
    expect(down(3)).toBeNull();
  });

  it("lays out variations in rows below their branch, without crossings", () => {
    const layout = layoutTree(tree);
    expect([...layout.row]).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 3]);
    expect(layout.rowCount).toBe(4);
    expect(layout.columnCount).toBe(8);
    expect(layout.rails.get(4)).toEqual([{ top: 0, bottom: 3 }]);
    expect(nodesIn(tree, layout, { top: 1, bottom: 2, left: 6, right: 7 })).toEqual([8, 9, 10]);
  });

  it("handles a 20,000-move main line with 2,000 variations quickly", () => {
    const started = performance.now();
    const big = buildTree(bigShape(20_000, 10));
    const layout = layoutTree(big);
    const line = lineThrough(big, 10_000, none);
    const visible = nodesIn(big, layout, { top: 0, bottom: 6, left: 9_990, right: 10_020 });
    expect(line).toHaveLength(20_001);
    expect(layout.rowCount).toBe(2_000);
    expect(visible.length).toBeLessThan(40);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe("the board layers of a node", () => {
  it("letters the variations as ghost stones and draws the node's markup", () => {
    const shown = node(4, {
      markup: {
        circle: ["pd"],
        square: [],
        triangle: ["dp"],
        cross: [],
        selected: ["aa", "ab"],
        labels: [{ point: "qf", text: "X" }],
        arrows: [{ from: "pd", to: "pq" }],
        lines: [{ from: "dd", to: "dp" }],
        dimmed: null,
      },
    });
    const layers = reviewLayers(shown, tree, false);
    expect(variationsAt(tree, 4).map((v) => [v.letter, v.point])).toEqual([
      ["A", "fq"],
      ["B", "ce"],
      ["C", "qf"],
    ]);
    expect(layers.ghosts).toEqual({ fq: "B", ce: "B", qf: "B" });
    expect(layers.markers?.fq).toEqual({ kind: "label", text: "A" });
    expect(layers.markers?.qf).toEqual({ kind: "label", text: "X" });
    expect(layers.markers?.pd).toEqual({ kind: "circle" });
    expect(layers.markers?.dd).toEqual({ kind: "last_move" });
    expect(layers.arrows).toEqual([{ from: "pd", to: "pq" }]);
    expect([...(layers.selected ?? [])]).toEqual(["aa", "ab"]);
  });
});
