//! Where a key moves the board's focus. Movement stops at the edges of the
//! visible range rather than wrapping, so a blind user can feel the edge.

import type { Position } from "./points";
import type { VisibleRange } from "./types";

/** The position a navigation key moves to from `from`, or `null` if the key does not navigate. */
export function moveFocus(key: string, from: Position, r: VisibleRange): Position | null {
  const clampX = (x: number) => Math.min(Math.max(x, r.left), r.right);
  const clampY = (y: number) => Math.min(Math.max(y, r.top), r.bottom);
  switch (key) {
    case "ArrowLeft":
      return { x: clampX(from.x - 1), y: from.y };
    case "ArrowRight":
      return { x: clampX(from.x + 1), y: from.y };
    case "ArrowUp":
      return { x: from.x, y: clampY(from.y - 1) };
    case "ArrowDown":
      return { x: from.x, y: clampY(from.y + 1) };
    case "Home":
      return { x: r.left, y: from.y };
    case "End":
      return { x: r.right, y: from.y };
    case "PageUp":
      return { x: from.x, y: r.top };
    case "PageDown":
      return { x: from.x, y: r.bottom };
    default:
      return null;
  }
}
