//! The coordinate notations a teacher can choose (the same three as
//! go-core's `Notation`): edge labels, point names and typed coordinates.
//! - `letters` (default): "D4", columns A–Z without I, rows from the bottom;
//! - `sgf`: "dp", SGF's two letters, both from the top left;
//! - `leaflet`: "d16", lower-case letters with i, rows from the top.

import type { Notation } from "../ipc";
import type { Position } from "./points";
import type { SgfPoint } from "./types";
import { toSgf } from "./points";

const WITHOUT_I = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
const PLAIN = "abcdefghijklmnopqrstuvwxy";

/** The label of column `x` on the top and bottom edges. */
export function columnLabel(x: number, notation: Notation = "letters"): string {
  return (notation === "letters" ? WITHOUT_I : PLAIN).charAt(x);
}

/** The label of row `y` (0 at the top) on the left and right edges of a board `height` rows high. */
export function rowLabel(y: number, height: number, notation: Notation = "letters"): string {
  switch (notation) {
    case "letters":
      return String(height - y);
    case "sgf":
      return PLAIN.charAt(y);
    case "leaflet":
      return String(y + 1);
  }
}

/** The name of a position, e.g. "D4", "dp" or "d16". */
export function pointName(position: Position, height: number, notation: Notation = "letters"): string {
  return `${columnLabel(position.x, notation)}${rowLabel(position.y, height, notation)}`;
}

/** The row number of one or two digits, at least 1; `null` otherwise. */
function rowNumber(digits: string): number | null {
  if (!/^[0-9]{1,2}$/.test(digits)) return null;
  const row = Number(digits);
  return row >= 1 ? row : null;
}

/** Reads a point typed in `notation` on a `width` × `height` board; `null` if it names none. */
export function parsePoint(text: string, width: number, height: number, notation: Notation): SgfPoint | null {
  const typed = text.trim().toLowerCase();
  if (typed.length < 2) return null;
  const first = typed.charAt(0);
  const rest = typed.slice(1);
  let position: Position | null = null;
  if (notation === "sgf") {
    if (rest.length !== 1) return null;
    position = { x: PLAIN.indexOf(first), y: PLAIN.indexOf(rest) };
  } else if (notation === "letters") {
    const row = rowNumber(rest);
    position = row === null ? null : { x: WITHOUT_I.toLowerCase().indexOf(first), y: height - row };
  } else {
    const row = rowNumber(rest);
    position = row === null ? null : { x: PLAIN.indexOf(first), y: row - 1 };
  }
  if (!position || position.x < 0 || position.y < 0 || position.x >= width || position.y >= height) return null;
  return toSgf(position);
}
