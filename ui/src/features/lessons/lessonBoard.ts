//! The lesson board's layers, from the backend's board view and what the
//! learner is doing: the diagram's marks and the last move, the points
//! selected, a refuted move and its punishing answer as ghosts, the
//! solution's moves numbered. Everything is drawn from data; no rule here.

import type { BoardProps, Marker, SgfPoint } from "../../board";
import type { BoardView, Color, PlayedMove } from "../../ipc";

/** The layers every lesson board has. */
export type LessonLayers = Pick<BoardProps, "width" | "height" | "stones" | "markers" | "range">;

/** The stones, marks and visible part of `board`. */
export function lessonLayers(board: BoardView): LessonLayers {
  const stones: Record<SgfPoint, Color> = {};
  for (const p of board.black) stones[p] = "B";
  for (const p of board.white) stones[p] = "W";
  const markers: Record<SgfPoint, Marker> = {};
  const last = board.last_move?.move;
  if (last && last !== "pass") markers[last.play] = { kind: "last_move" };
  const { markup } = board;
  for (const p of markup.circle) markers[p] = { kind: "circle" };
  for (const p of markup.square) markers[p] = { kind: "square" };
  for (const p of markup.triangle) markers[p] = { kind: "triangle" };
  for (const p of markup.cross) markers[p] = { kind: "cross" };
  for (const label of markup.labels) markers[label.point] = { kind: "label", text: label.text };
  return {
    width: board.size.width,
    height: board.size.height,
    stones,
    markers,
    range: board.region,
  };
}

/** A wrong move and the answer that refutes it, drawn as ghost stones. */
export function refutationGhosts(tried: SgfPoint, learner: Color, reply: SgfPoint | null): Record<SgfPoint, Color> {
  const ghosts: Record<SgfPoint, Color> = { [tried]: learner };
  if (reply) ghosts[reply] = learner === "B" ? "W" : "B";
  return ghosts;
}

/** The solution's moves as ghost stones with their numbers (moves on occupied points are left out). */
export function solutionLayers(
  moves: readonly PlayedMove[],
  stones: BoardProps["stones"],
): Pick<BoardProps, "ghosts" | "moveNumbers"> {
  const ghosts: Record<SgfPoint, Color> = {};
  const moveNumbers: Record<SgfPoint, number> = {};
  moves.forEach((played, k) => {
    if (played.move === "pass" || stones[played.move.play]) return;
    ghosts[played.move.play] = played.color;
    moveNumbers[played.move.play] = k + 1;
  });
  return { ghosts, moveNumbers };
}
