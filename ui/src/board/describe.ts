//! The accessible name of one point: its coordinate in the notation shown,
//! then what lies on it in every layer, e.g. "D4, schwarzer Stein, letzter Zug".

import { t } from "../i18n";
import type { PlainKey } from "../i18n";
import type { Notation } from "../ipc";
import { pointName } from "./notation";
import { displayPoint } from "./points";
import type { Position } from "./points";
import type { BoardProps, Marker, SgfPoint } from "./types";

type Layers = Pick<
  BoardProps,
  | "stones"
  | "markers"
  | "territory"
  | "dead"
  | "ghosts"
  | "moveNumbers"
  | "arrows"
  | "lines"
  | "selected"
  | "dimmed"
  | "answers"
>;

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

/** Where arrows and lines starting or ending on `point` lead. */
function describeLines(point: SgfPoint, height: number, layers: Layers): string[] {
  const parts: string[] = [];
  for (const arrow of layers.arrows ?? []) {
    if (arrow.from === point) parts.push(t("board.arrowTo", { point: displayPoint(arrow.to, height) }));
    if (arrow.to === point) parts.push(t("board.arrowFrom", { point: displayPoint(arrow.from, height) }));
  }
  for (const line of layers.lines ?? []) {
    const other = line.from === point ? line.to : line.to === point ? line.from : null;
    if (other !== null) parts.push(t("board.lineTo", { point: displayPoint(other, height) }));
  }
  return parts;
}

/** The accessible name of the point at `position` on a board of `height` rows, named in `notation`. */
export function describePoint(
  point: SgfPoint,
  position: Position,
  height: number,
  layers: Layers,
  notation: Notation = "letters",
): string {
  const parts = [pointName(position, height, notation), describeContent(point, layers)];
  if (layers.stones[point] && layers.dead?.has(point)) parts.push(t("board.dead"));
  const owner = layers.territory?.[point];
  if (owner) parts.push(t(owner === "B" ? "board.territoryB" : "board.territoryW"));
  const marker = layers.markers?.[point];
  if (marker) parts.push(describeMarker(marker));
  const number = layers.moveNumbers?.[point];
  if (number !== undefined) parts.push(t("board.moveNumber", { n: String(number) }));
  if (layers.selected?.has(point)) parts.push(t("board.selected"));
  if (layers.dimmed?.has(point)) parts.push(t("board.dimmed"));
  const answer = layers.answers?.[point];
  if (answer) parts.push(t(answer === "right" ? "board.answerRight" : "board.answerWrong"));
  parts.push(...describeLines(point, height, layers));
  return parts.join(", ");
}
