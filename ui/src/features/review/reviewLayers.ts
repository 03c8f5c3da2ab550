//! The board layers of the node shown: stones, the last move, the node's
//! markup (CR, SQ, TR, MA, LB, SL, AR, LN, DD in force), ghost stones with
//! letters for the variations that branch here, and move numbers on demand.

import type { BoardProps, Marker, SgfPoint } from "../../board";
import type { Color, ReviewNode } from "../../ipc";
import { childrenOf, moveColor, movePoint, pathTo } from "./tree";
import type { TreeModel } from "./tree";

/** The parts of the board's props the review screen fills in. */
export type ReviewLayers = Pick<
  BoardProps,
  "width" | "height" | "stones" | "markers" | "ghosts" | "moveNumbers" | "arrows" | "lines" | "selected" | "dimmed"
>;

/** A variation that branches at the node shown, with its letter. */
export interface Variation {
  node: number;
  letter: string;
  color: Color | null;
  /** The point played, or `null` for a pass or a node without a move. */
  point: SgfPoint | null;
}

/** The node's children as lettered variations (A, B, …); empty unless there are at least two. */
export function variationsAt(tree: TreeModel, id: number): Variation[] {
  const children = childrenOf(tree, id);
  if (children.length < 2) return [];
  return children.map((child, i) => ({
    node: child,
    letter: letterOf(i),
    color: moveColor(tree, child),
    point: movePoint(tree, child),
  }));
}

/** A, B, …, Z, then AA, AB, … */
function letterOf(i: number): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return i < 26 ? letters.charAt(i) : `${letters.charAt(Math.floor(i / 26) - 1)}${letters.charAt(i % 26)}`;
}

function markupMarkers(node: ReviewNode): Record<SgfPoint, Marker> {
  const markers: Record<SgfPoint, Marker> = {};
  const { markup } = node.content;
  for (const p of markup.circle) markers[p] = { kind: "circle" };
  for (const p of markup.square) markers[p] = { kind: "square" };
  for (const p of markup.triangle) markers[p] = { kind: "triangle" };
  for (const p of markup.cross) markers[p] = { kind: "cross" };
  for (const label of markup.labels) markers[label.point] = { kind: "label", text: label.text };
  return markers;
}

/** Move numbers on the stones still standing, from the moves on the way to `id`. */
export function moveNumbersAt(tree: TreeModel, id: number, stones: Readonly<Record<SgfPoint, Color>>) {
  const numbers: Record<SgfPoint, number> = {};
  for (const step of pathTo(tree, id)) {
    const point = movePoint(tree, step);
    if (point && stones[point] === moveColor(tree, step)) numbers[point] = tree.moveNumber[step] ?? 0;
    else if (point) delete numbers[point];
  }
  return numbers;
}

/** Every layer of the node shown. */
export function reviewLayers(node: ReviewNode, tree: TreeModel, showNumbers: boolean): ReviewLayers {
  const { position } = node;
  const stones: Record<SgfPoint, Color> = {};
  for (const p of position.black) stones[p] = "B";
  for (const p of position.white) stones[p] = "W";
  const markers: Record<SgfPoint, Marker> = {};
  for (const p of position.ko) markers[p] = { kind: "ko" };
  const last = position.last_move?.move;
  if (!showNumbers && last && last !== "pass") markers[last.play] = { kind: "last_move" };
  const ghosts: Record<SgfPoint, Color> = {};
  for (const v of variationsAt(tree, position.node)) {
    if (!v.point || !v.color || stones[v.point] || ghosts[v.point]) continue;
    ghosts[v.point] = v.color;
    markers[v.point] = { kind: "label", text: v.letter };
  }
  Object.assign(markers, markupMarkers(node));
  const { markup } = node.content;
  return {
    width: position.size.width,
    height: position.size.height,
    stones,
    markers,
    ghosts,
    moveNumbers: showNumbers ? moveNumbersAt(tree, position.node, stones) : undefined,
    arrows: markup.arrows,
    lines: markup.lines,
    selected: new Set(markup.selected),
    dimmed: new Set(position.dimmed),
  };
}
