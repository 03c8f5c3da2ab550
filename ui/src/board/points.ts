//! Conversions between SGF points, board positions and display names. These
//! are notation only (no rule): SGF `"dd"` is column 3, row 3 from the top
//! left; its display name on a 19×19 board is "D16" (no letter I, rows
//! counted from the bottom).

import type { SgfPoint, VisibleRange } from "./types";

/** A position on the board: 0-based column and row from the top left. */
export interface Position {
  x: number;
  y: number;
}

const SGF_LETTERS = "abcdefghijklmnopqrstuvwxy";
const COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

/** The SGF point of a position (boards up to 25×25). */
export function toSgf({ x, y }: Position): SgfPoint {
  return `${SGF_LETTERS.charAt(x)}${SGF_LETTERS.charAt(y)}`;
}

/** The position of an SGF point, or `null` if it is not one. */
export function fromSgf(point: SgfPoint): Position | null {
  if (point.length !== 2) return null;
  const x = SGF_LETTERS.indexOf(point.charAt(0));
  const y = SGF_LETTERS.indexOf(point.charAt(1));
  return x < 0 || y < 0 ? null : { x, y };
}

/** The column's letter as printed on the board edge ("A"…"Z" without "I"). */
export function columnName(x: number): string {
  return COLUMN_LETTERS.charAt(x);
}

/** The row's number as printed on the board edge (1 at the bottom). */
export function rowName(y: number, height: number): string {
  return String(height - y);
}

/** The display name of a position, e.g. "D16". */
export function displayName(position: Position, height: number): string {
  return `${columnName(position.x)}${rowName(position.y, height)}`;
}

/** The display name of an SGF point on a board of `height` rows, or the point itself if malformed. */
export function displayPoint(point: SgfPoint, height: number): string {
  const position = fromSgf(point);
  return position ? displayName(position, height) : point;
}

/** The given range clipped to the board, or the whole board. */
export function visibleRange(width: number, height: number, range?: VisibleRange): VisibleRange {
  const clamp = (v: number, max: number) => Math.min(Math.max(Math.trunc(v), 0), max);
  if (!range) return { left: 0, top: 0, right: width - 1, bottom: height - 1 };
  const left = clamp(range.left, width - 1);
  const top = clamp(range.top, height - 1);
  return {
    left,
    top,
    right: Math.max(left, clamp(range.right, width - 1)),
    bottom: Math.max(top, clamp(range.bottom, height - 1)),
  };
}

/** Whether a position lies inside a range. */
export function inRange({ x, y }: Position, r: VisibleRange): boolean {
  return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
}

/** Every position of a range, row by row from the top. */
export function rowsOf(r: VisibleRange): Position[][] {
  const rows: Position[][] = [];
  for (let y = r.top; y <= r.bottom; y++) {
    const row: Position[] = [];
    for (let x = r.left; x <= r.right; x++) row.push({ x, y });
    rows.push(row);
  }
  return rows;
}
