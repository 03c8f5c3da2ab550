//! The scoring board's layers: territory squares in the owner's colour,
//! dead stones dimmed, neutral points and seki points marked, and a dashed ring
//! on the stones of each group the proposal was unsure of. Everything comes from the backend's
//! count; nothing here decides what is dead or whose a point is.

import type { BoardProps, Marker, SgfPoint } from "../../board";
import type { Color, GameView, GroupVerdict, Score } from "../../ipc";

/** The layers a count fills in. */
export type ScoreLayers = Required<Pick<BoardProps, "territory" | "dead" | "markers">>;

/** Maps a count (and the proposal's doubtful groups) onto board layers. */
export function scoreLayers(score: Score, unsure: readonly GroupVerdict[] = []): ScoreLayers {
  const territory: Record<SgfPoint, Color> = {};
  for (const p of score.points.territory.B) territory[p] = "B";
  for (const p of score.points.territory.W) territory[p] = "W";
  const markers: Record<SgfPoint, Marker> = {};
  for (const p of score.points.dame) markers[p] = { kind: "dame" };
  for (const p of score.points.seki) markers[p] = { kind: "seki" };
  for (const group of unsure) for (const p of group.stones) markers[p] = { kind: "unsure" };
  return { territory, dead: new Set(score.points.dead), markers };
}

/**
 * The board's layers for `view`: while counting, the live count replaces
 * the play markers (last move, ko); after a counted end, the final count.
 */
export function withScoreLayers<L extends Pick<BoardProps, "markers">>(
  view: GameView,
  layers: L,
): L & Partial<ScoreLayers> {
  if (view.scoring) return { ...layers, ...scoreLayers(view.scoring.score, view.scoring.unsure) };
  if (view.final_score) return { ...layers, ...scoreLayers(view.final_score) };
  return layers;
}
