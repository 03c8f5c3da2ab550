//! The accessible name of one point: its display coordinate, then what lies
//! on it in every layer, e.g. "D4, schwarzer Stein, letzter Zug".

import { t } from "../i18n";
import type { PlainKey } from "../i18n";
import { displayName } from "./points";
import type { Position } from "./points";
import type { BoardProps, Marker, SgfPoint } from "./types";

type Layers = Pick<BoardProps, "stones" | "markers" | "territory" | "dead" | "ghosts" | "moveNumbers">;

const SHAPE_KEYS: Record<Exclude<Marker["kind"], "label">, PlainKey> = {
  last_move: "board.lastMove",
  ko: "board.ko",
  circle: "board.circle",
  square: "board.square",
  triangle: "board.triangle",
  cross: "board.cross",
  dame: "board.dame",
  seki: "board.seki",
  unsure: "board.unsure",
};

function describeMarker(marker: Marker): string {
  return marker.kind === "label" ? t("board.markLabel", { text: marker.text }) : t(SHAPE_KEYS[marker.kind]);
}

function describeContent(point: SgfPoint, layers: Layers): string {
  const stone = layers.stones[point];
  if (stone) return t(stone === "B" ? "board.black" : "board.white");
  const ghost = layers.ghosts?.[point];
  if (ghost) return t(ghost === "B" ? "board.ghostB" : "board.ghostW");
  return t("board.empty");
}

/** The accessible name of the point at `position` on a board of `height` rows. */
export function describePoint(point: SgfPoint, position: Position, height: number, layers: Layers): string {
  const parts = [displayName(position, height), describeContent(point, layers)];
  if (layers.stones[point] && layers.dead?.has(point)) parts.push(t("board.dead"));
  const owner = layers.territory?.[point];
  if (owner) parts.push(t(owner === "B" ? "board.territoryB" : "board.territoryW"));
  const marker = layers.markers?.[point];
  if (marker) parts.push(describeMarker(marker));
  const number = layers.moveNumbers?.[point];
  if (number !== undefined) parts.push(t("board.moveNumber", { n: String(number) }));
  return parts.join(", ");
}
