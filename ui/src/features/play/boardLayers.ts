//! The board layers of a GameView: stones, star points, the last-move and
//! ko markers, and the engine's hint as a shaded stone of the learner's
//! colour. Which points are ko comes from the backend.

import type { BoardProps, Marker, SgfPoint } from "../../board";
import type { Color, GameView } from "../../ipc";

/** The parts of the board's props that a game in progress fills in. */
export type GameLayers = Pick<BoardProps, "width" | "height" | "stones" | "starPoints" | "markers" | "ghosts">;

/** Maps a GameView onto the board's layers. */
export function boardLayers(view: GameView): GameLayers {
  const stones: Record<SgfPoint, Color> = {};
  for (const p of view.black) stones[p] = "B";
  for (const p of view.white) stones[p] = "W";
  const markers: Record<SgfPoint, Marker> = {};
  for (const p of view.ko_points) markers[p] = { kind: "ko" };
  const last = view.last_move?.point;
  if (last) markers[last] = { kind: "last_move" };
  const ghosts: Record<SgfPoint, Color> = {};
  const hint = view.opponent?.hint;
  if (hint?.kind === "play") ghosts[hint.point] = view.to_play;
  return { width: view.size.width, height: view.size.height, stones, starPoints: view.star_points, markers, ghosts };
}
